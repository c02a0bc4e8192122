#if !SEGPAGER_NO_CODING
    // Codable for the pager's options: easing curves, the page geometry, the
    // paging rule and its physics, the page windows and the configuration (the
    // rules are Coding.swift's).

    extension CubicBezier: FieldCodable {
        static let codingFields: [CodingField<Self>] = [
            .init("x1", \.x1), .init("y1", \.y1), .init("x2", \.x2), .init("y2", \.y2),
        ]

        /// Decodes a curve from its four control values, all required.
        /// - Throws: `DecodingError.keyNotFound` for a missing one;
        ///   `.dataCorrupted` for an unknown key or a curve `validate()` refuses
        ///   (x1 or x2 outside [0, 1]).
        public init(from decoder: any Decoder) throws {
            let values = try decoder.fieldContainer(for: Self.self)
            self.init(
                try values.decode(Double.self, forKey: "x1"), try values.decode(Double.self, forKey: "y1"),
                try values.decode(Double.self, forKey: "x2"), try values.decode(Double.self, forKey: "y2"))
            try decoder.check(Self.self) { () throws(InputError) in try checkDecoded() }
        }

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension Easing: Codable {
        /// The curves with a name: CSS's.
        private static let namedCurves: [(name: String, curve: CubicBezier)] = [
            ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case cubicBezier
        }

        /// Decodes a curve written as a name (`"linear"`, `"ease"`, `"easeIn"`,
        /// `"easeOut"`, `"easeInOut"`) or as `{"cubicBezier": {"x1": …, "y1": …,
        /// "x2": …, "y2": …}}`.
        /// - Throws: `DecodingError.dataCorrupted` for an unknown name or key, or
        ///   a curve `CubicBezier.validate()` refuses.
        public init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                if name == "linear" {
                    self = .linear
                } else if let named = Self.namedCurves.first(where: { $0.name == name }) {
                    self = .cubicBezier(named.curve)
                } else {
                    let names = (["linear"] + Self.namedCurves.map(\.name)).map { "\"\($0)\"" }
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: decoder.codingPath,
                            debugDescription:
                                "\"\(name)\" is not an Easing: expected one of \(names.joined(separator: ", "))"
                                + " or {\"cubicBezier\": {…}}"))
                }
                return
            }
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            self = .cubicBezier(try values.decode(CubicBezier.self, forKey: .cubicBezier))
        }

        /// Encodes `.linear` and CSS's four curves by name (`"easeInOut"`), any
        /// other curve as `{"cubicBezier": {…}}`; the curve is not checked.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .linear:
                var container = encoder.singleValueContainer()
                try container.encode("linear")
            case .cubicBezier(let curve):
                if let named = Self.namedCurves.first(where: { $0.curve == curve }) {
                    var container = encoder.singleValueContainer()
                    try container.encode(named.name)
                } else {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(curve, forKey: .cubicBezier)
                }
            }
        }
    }

    extension Deceleration: FieldCodable, MergingDecodable {
        static let codingFields: [CodingField<Self>] = [.init("rate", \.rate)]

        /// Decodes a deceleration from its `rate`, which is required.
        /// - Throws: `DecodingError.keyNotFound` without `rate`;
        ///   `.dataCorrupted` for an unknown key or a rate outside (0, 1).
        public init(from decoder: any Decoder) throws {
            let values = try decoder.fieldContainer(for: Self.self)
            self.init(rate: try values.decode(Double.self, forKey: "rate"))
            try decoder.check(Self.self) { () throws(InputError) in try checkDecoded() }
        }

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension PageWindowPolicy: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("prepareRadius", \.prepareRadius), .init("keepRadius", \.keepRadius),
            .init("cacheLimit", \.cacheLimit), .init("reuse", \.reuse),
        ]

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension PageGeometry {
        /// What decoding checks (the Codable conformance is generated,
        /// Coding+Options.swift): this geometry, or, when it has no widths yet
        /// (viewport and spacing 0, no page width, as `PageGeometry()`), the
        /// same with a 1 pt viewport. A zero page stride is the only rule an
        /// unmeasured geometry breaks, and measuring the view mends it.
        var withStandInWidth: PageGeometry {
            guard viewportWidth == 0 && pageWidth == nil && pageSpacing == 0 else { return self }
            var measured = self
            measured.viewportWidth = 1
            return measured
        }
    }

    extension PagerConfiguration {
        /// What decoding checks (the Codable conformance is generated,
        /// Coding+Options.swift): this configuration with its page geometry's
        /// stand-in width, as the geometry's own, since the pages may leave the
        /// viewport width for the pager's first resize.
        var withStandInWidth: PagerConfiguration {
            var measured = self
            measured.pages = pages.withStandInWidth
            return measured
        }
    }

    extension IntegratorBody: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("duration", \.duration), .init("friction", \.friction),
        ]

        func checkDecoded() throws(InputError) { try validate() }
    }
#endif
