#if !SEGPAGER_NO_CODING
    // Codable for the strip's options: its style and items (and the pager's
    // items, which carry them), the indicator, the appearance and its colours,
    // the strip offset (the rules are Coding.swift's).

    extension ItemMetrics: Codable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case contentWidth, selectedContentWidth, subtitleWidth, selectedSubtitleWidth
        }

        /// Decodes an item's widths; `contentWidth` is required, the others
        /// default as in `init(contentWidth:…)`.
        /// - Throws: `DecodingError.keyNotFound` without `contentWidth`;
        ///   `.dataCorrupted` for an unknown key or a width that is negative.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            self.init(contentWidth: try values.decode(Double.self, forKey: .contentWidth))
            try values.decode(.selectedContentWidth, into: &selectedContentWidth)
            try values.decode(.subtitleWidth, into: &subtitleWidth)
            try values.decode(.selectedSubtitleWidth, into: &selectedSubtitleWidth)
            try decoder.check(Self.self) { () throws(InputError) in try validate() }
        }

        /// Encodes the four widths under their Swift names; the value is not
        /// checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(contentWidth, forKey: .contentWidth)
            try container.encode(selectedContentWidth, forKey: .selectedContentWidth)
            try container.encode(subtitleWidth, forKey: .subtitleWidth)
            try container.encode(selectedSubtitleWidth, forKey: .selectedSubtitleWidth)
        }
    }

    extension PagerItem: Codable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, metrics
        }

        /// Decodes an item from its `id` and `metrics`, both required.
        /// - Throws: `DecodingError.keyNotFound` for a missing one;
        ///   `.dataCorrupted` for an unknown key or bad metrics.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            self.init(
                id: try values.decode(Int64.self, forKey: .id),
                metrics: try values.decode(ItemMetrics.self, forKey: .metrics))
        }

        /// Encodes the id and the metrics; they are not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(metrics, forKey: .metrics)
        }
    }

    extension IndicatorStyle: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case widthMode, alignment, placement, transition, easing, overscroll, clampsToItem, width
            case extraWidth, minWidth, maxWidth, height, cornerRadius, leadingInset, topInset
            case trailingInset, bottomInset, stretch, roundedCorners
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.widthMode, into: &widthMode)
            try values.decode(.alignment, into: &alignment)
            try values.decode(.placement, into: &placement)
            try values.decode(.transition, into: &transition)
            try values.decode(.easing, into: &easing)
            try values.decode(.overscroll, into: &overscroll)
            try values.decode(.clampsToItem, into: &clampsToItem)
            try values.decode(.width, into: &width)
            try values.decode(.extraWidth, into: &extraWidth)
            try values.decode(.minWidth, into: &minWidth)
            try values.decode(.maxWidth, into: &maxWidth)
            try values.decode(.height, into: &height)
            try values.decode(.cornerRadius, into: &cornerRadius)
            try values.decode(.leadingInset, into: &leadingInset)
            try values.decode(.topInset, into: &topInset)
            try values.decode(.trailingInset, into: &trailingInset)
            try values.decode(.bottomInset, into: &bottomInset)
            try values.decode(.stretch, into: &stretch)
            try values.decode(.roundedCorners, into: &roundedCorners)
            try decoder.check(Self.self) { () throws(InputError) in try validate() }
        }

        /// Encodes every stored property under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(widthMode, forKey: .widthMode)
            try container.encode(alignment, forKey: .alignment)
            try container.encode(placement, forKey: .placement)
            try container.encode(transition, forKey: .transition)
            try container.encode(easing, forKey: .easing)
            try container.encode(overscroll, forKey: .overscroll)
            try container.encode(clampsToItem, forKey: .clampsToItem)
            try container.encode(width, forKey: .width)
            try container.encode(extraWidth, forKey: .extraWidth)
            try container.encode(minWidth, forKey: .minWidth)
            try container.encode(maxWidth, forKey: .maxWidth)
            try container.encode(height, forKey: .height)
            try container.encode(cornerRadius, forKey: .cornerRadius)
            try container.encode(leadingInset, forKey: .leadingInset)
            try container.encode(topInset, forKey: .topInset)
            try container.encode(trailingInset, forKey: .trailingInset)
            try container.encode(bottomInset, forKey: .bottomInset)
            try container.encode(stretch, forKey: .stretch)
            try container.encode(roundedCorners, forKey: .roundedCorners)
        }
    }

    extension RGBAColor: Codable, MergingDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case red, green, blue, alpha
        }

        /// Decodes a colour; `red`, `green` and `blue` are required, `alpha`
        /// defaults to 1 (opaque), as in `init(red:green:blue:alpha:)`. Nested
        /// in an option (`AppearanceStyle.normalColor`), a left-out component
        /// keeps the default colour's.
        /// - Throws: `DecodingError.keyNotFound` for a missing component;
        ///   `.dataCorrupted` for an unknown key or a component outside [0, 1].
        public init(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            self.init(
                red: try values.decode(Double.self, forKey: .red),
                green: try values.decode(Double.self, forKey: .green),
                blue: try values.decode(Double.self, forKey: .blue))
            try merge(from: decoder)
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.red, into: &red)
            try values.decode(.green, into: &green)
            try values.decode(.blue, into: &blue)
            try values.decode(.alpha, into: &alpha)
            try decoder.check(Self.self) { () throws(InputError) in try validate() }
        }

        /// Encodes the four components under their Swift names; the value is
        /// not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(red, forKey: .red)
            try container.encode(green, forKey: .green)
            try container.encode(blue, forKey: .blue)
            try container.encode(alpha, forKey: .alpha)
        }
    }

    extension AppearanceStyle: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case policy, colorSpace, normalColor, selectedColor, selectedScale, normalEmphasis,
                selectedEmphasis
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.policy, into: &policy)
            try values.decode(.colorSpace, into: &colorSpace)
            try values.decode(.normalColor, into: &normalColor)
            try values.decode(.selectedColor, into: &selectedColor)
            try values.decode(.selectedScale, into: &selectedScale)
            try values.decode(.normalEmphasis, into: &normalEmphasis)
            try values.decode(.selectedEmphasis, into: &selectedEmphasis)
            try decoder.check(Self.self) { () throws(InputError) in try validate() }
        }

        /// Encodes every stored property under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(policy, forKey: .policy)
            try container.encode(colorSpace, forKey: .colorSpace)
            try container.encode(normalColor, forKey: .normalColor)
            try container.encode(selectedColor, forKey: .selectedColor)
            try container.encode(selectedScale, forKey: .selectedScale)
            try container.encode(normalEmphasis, forKey: .normalEmphasis)
            try container.encode(selectedEmphasis, forKey: .selectedEmphasis)
        }
    }

    extension StripOffsetStyle: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case policy, containment, timing, margin
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.policy, into: &policy)
            try values.decode(.containment, into: &containment)
            try values.decode(.timing, into: &timing)
            try values.decode(.margin, into: &margin)
            try decoder.check(Self.self) { () throws(InputError) in try validate() }
        }

        /// Encodes every stored property under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(policy, forKey: .policy)
            try container.encode(containment, forKey: .containment)
            try container.encode(timing, forKey: .timing)
            try container.encode(margin, forKey: .margin)
        }
    }
#endif
