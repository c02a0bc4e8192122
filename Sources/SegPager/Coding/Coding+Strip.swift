#if !SEGPAGER_NO_CODING
    // Codable for the strip's options: its style and items (and the pager's
    // items, which carry them) and the appearance's colours (the rules are
    // Coding.swift's; the indicator, the appearance and the strip offset are
    // generated, Coding+Options.swift).

    extension ItemMetrics: FieldCodable {
        static let codingFields: [CodingField<Self>] = [
            .init("contentWidth", \.contentWidth), .init("selectedContentWidth", \.selectedContentWidth),
            .init("subtitleWidth", \.subtitleWidth), .init("selectedSubtitleWidth", \.selectedSubtitleWidth),
        ]

        /// Decodes an item's widths; `contentWidth` is required, the others
        /// default as in `init(contentWidth:…)`.
        /// - Throws: `DecodingError.keyNotFound` without `contentWidth`;
        ///   `.dataCorrupted` for an unknown key or a width that is negative.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.fieldContainer(for: Self.self)
            self.init(contentWidth: try values.decode(Double.self, forKey: "contentWidth"))
            try mergeFields(from: decoder)
        }

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension PagerItem: FieldCodable {
        static let codingFields: [CodingField<Self>] = [.init("id", \.id), .init("metrics", \.metrics)]

        /// Decodes an item from its `id` and `metrics`, both required.
        /// - Throws: `DecodingError.keyNotFound` for a missing one;
        ///   `.dataCorrupted` for an unknown key or bad metrics.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.fieldContainer(for: Self.self)
            self.init(
                id: try values.decode(Int64.self, forKey: "id"),
                metrics: try values.decode(ItemMetrics.self, forKey: "metrics"))
        }

        /// Nothing: its metrics are checked as they are decoded.
        func checkDecoded() throws(InputError) {}
    }

    extension RGBAColor: FieldCodable, MergingDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("red", \.red), .init("green", \.green), .init("blue", \.blue), .init("alpha", \.alpha),
        ]

        /// Decodes a colour; `red`, `green` and `blue` are required, `alpha`
        /// defaults to 1 (opaque), as in `init(red:green:blue:alpha:)`. Nested
        /// in an option (`AppearanceStyle.normalColor`), a left-out component
        /// keeps the default colour's.
        /// - Throws: `DecodingError.keyNotFound` for a missing component;
        ///   `.dataCorrupted` for an unknown key or a component outside [0, 1].
        public init(from decoder: any Decoder) throws {
            let values = try decoder.fieldContainer(for: Self.self)
            self.init(
                red: try values.decode(Double.self, forKey: "red"),
                green: try values.decode(Double.self, forKey: "green"),
                blue: try values.decode(Double.self, forKey: "blue"))
            try mergeFields(from: decoder)
        }

        func checkDecoded() throws(InputError) { try validate() }
    }
#endif
