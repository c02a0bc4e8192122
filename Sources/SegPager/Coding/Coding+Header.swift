#if !SEGPAGER_NO_CODING
    // Codable for the header's options: its style, its sections and stack, and
    // the pager's header (the rules are Coding.swift's).

    extension HeaderScrollFlags: Codable {
        /// The flags' names, in the order of their bits.
        private static let names: [(String, HeaderScrollFlags)] = [
            ("scroll", .scroll), ("exitUntilCollapsed", .exitUntilCollapsed), ("enterAlways", .enterAlways),
            ("enterAlwaysCollapsed", .enterAlwaysCollapsed), ("snap", .snap), ("snapMargins", .snapMargins),
        ]

        /// Decodes the set from an array of flag names (`["scroll", "snap"]`).
        /// - Throws: `DecodingError.dataCorrupted` for an unknown name.
        public init(from decoder: any Decoder) throws {
            var flags: HeaderScrollFlags = []
            for name in try decoder.singleValueContainer().decode([String].self) {
                guard let flag = Self.names.first(where: { $0.0 == name })?.1 else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: decoder.codingPath,
                            debugDescription: "HeaderScrollFlags: unknown flag \"\(name)\""))
                }
                flags.insert(flag)
            }
            self = flags
        }

        /// Encodes the set as the names of its flags, in the order of their
        /// bits (unknown bits are left out).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Self.names.filter { contains($0.1) }.map { $0.0 })
        }
    }

    extension HeaderSection: Codable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case height, minHeight, behavior, snaps, scrollFlags, marginTop, marginBottom
        }

        /// Decodes a section; a key left out keeps its default as in
        /// `init(height:minHeight:behavior:snaps:)` (0, 0, `.scroll`, no snap,
        /// no margins). `scrollFlags` sets the flags; `behavior` and `snaps`
        /// (the shorthand, read first) change them.
        /// - Throws: `DecodingError.dataCorrupted` for an unknown key, case or
        ///   flag name, a height or margin that is negative or not finite, or a
        ///   minimum height outside 0...height (the rules of `HeaderStack.ranges()`).
        public init(from decoder: any Decoder) throws {
            self.init()
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.height, into: &height)
            try values.decode(.minHeight, into: &minHeight)
            try values.decode(.scrollFlags, into: &scrollFlags)
            // Through optionals: an inout of the computed shorthand would write
            // it back even when its key is left out, and lose flags.
            var shorthand: HeaderSectionBehavior?
            try values.decode(.behavior, into: &shorthand)
            if let shorthand { behavior = shorthand }
            var snapping: Bool?
            try values.decode(.snaps, into: &snapping)
            if let snapping { snaps = snapping }
            try values.decode(.marginTop, into: &marginTop)
            try values.decode(.marginBottom, into: &marginBottom)
            _ = try decoder.check(Self.self) { () throws(InputError) in
                try HeaderStack(sections: [self]).ranges()
            }
        }

        /// Encodes the height, minimum height, flags (by name) and margins
        /// under their Swift names (not the `behavior`/`snaps` shorthand); the
        /// value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(height, forKey: .height)
            try container.encode(minHeight, forKey: .minHeight)
            try container.encode(scrollFlags, forKey: .scrollFlags)
            try container.encode(marginTop, forKey: .marginTop)
            try container.encode(marginBottom, forKey: .marginBottom)
        }
    }

    extension HeaderStack: FieldCodable {
        static let codingFields: [CodingField<Self>] = [.init("sections", \.sections)]

        /// Decodes a stack from its `sections`, top to bottom, which are
        /// required.
        /// - Throws: `DecodingError.keyNotFound` without `sections`;
        ///   `.dataCorrupted` for an unknown key, a bad section, or no sections
        ///   (`ranges()` refuses an empty stack).
        public init(from decoder: any Decoder) throws {
            let values = try decoder.fieldContainer(for: Self.self)
            self.init(sections: try values.decode([HeaderSection].self, forKey: "sections"))
            try decoder.check(Self.self) { () throws(InputError) in try checkDecoded() }
        }

        func checkDecoded() throws(InputError) { _ = try ranges() }
    }

    extension PagerHeader: FieldCodable {
        static let codingFields: [CodingField<Self>] = [
            .init("style", setByInit: \.style), .init("stack", setByInit: \.stack),
            .init("listSync", \.listSync), .init("refreshZone", \.refreshZone),
            .init("snapVelocity", \.snapVelocity), .init("snapAnimation", \.snapAnimation),
            .init("refreshDistance", \.refreshDistance), .init("listMaximum", \.listMaximum),
        ]

        /// Decodes a header as `init(style:sections:)` makes it: `stack` is
        /// required; `style` defaults to `HeaderStyle()`, whose zero height and
        /// pinned height come from the stack (given ones must equal the
        /// stack's). The other keys keep their defaults when left out;
        /// `"listMaximum": null` is unbounded.
        /// - Throws: `DecodingError.keyNotFound` without `stack`;
        ///   `.dataCorrupted` for an unknown key or case name, a bad style or
        ///   stack, a style whose heights differ from the stack's, or settings
        ///   `validate()` refuses.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.fieldContainer(for: Self.self)
            var style = HeaderStyle()
            try values.decode("style", into: &style)
            let stack = try values.decode(HeaderStack.self, forKey: "stack")
            self = try decoder.check(Self.self) { () throws(InputError) in
                try PagerHeader(style: style, sections: stack.sections)
            }
            try mergeFields(from: decoder)
        }

        func checkDecoded() throws(InputError) { try validate() }
    }
#endif
