#if !SEGPAGER_NO_CODING
    // How the option types are Codable, with the standard library's Encoder and
    // Decoder only (no Foundation here; JSONEncoder and PropertyListEncoder are
    // the caller's). The rules, the same for every option type:
    //
    // - A struct is a keyed container of its stored properties, named as in
    //   Swift (`tapDuration`); an enum without values is its case name as a
    //   string (`"leftToRight"`), never a number, so the encoding survives a
    //   reordering of the cases.
    // - Decoding starts from the default and overrides what the input gives: a
    //   key left out keeps the default, at any depth (`{"settleSpring":
    //   {"response": 0.4}}` keeps the configuration's damping ratio of 1). Types
    //   without a default (`RGBAColor`, `CubicBezier`, ...) need the keys their
    //   initialiser needs, at the top level or in an array.
    // - An unknown key is an error (a misspelt key would otherwise be ignored,
    //   and its default used without a word), and so is an unknown case name.
    // - A decoded value is checked with its `validate()`; one that fails throws
    //   `DecodingError.dataCorrupted`, its underlying error the `InputError`,
    //   instead of producing an invalid value. Encoding writes the value as it
    //   is, checked or not.

    /// An enum without associated values that is encoded as its case name.
    protocol CaseNameCodable: Codable, CaseIterable {
        /// The case's Swift name, spelt out (not read by reflection, which an
        /// app may strip from its binary).
        var caseName: String { get }
    }

    extension CaseNameCodable {
        /// Decodes the case from its Swift name (`"leftToRight"`).
        /// - Throws: `DecodingError.typeMismatch` for anything but a string,
        ///   `.dataCorrupted` for a string that names no case (the message
        ///   lists the names).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let match = Self.allCases.first(where: { $0.caseName == name }) else {
                let names = Self.allCases.map { "\"\($0.caseName)\"" }.joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "\"\(name)\" is not a \(Self.self): expected one of \(names)"
                )
            }
            self = match
        }

        /// Encodes the case as its Swift name (`"leftToRight"`).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(caseName)
        }
    }

    /// A value that can be decoded over one it already holds: the keys present
    /// override its fields, the others keep them. A nested option decodes this
    /// way over its enclosing default.
    protocol MergingDecodable: Decodable {
        /// Overrides the fields `decoder`'s keyed container has, then checks
        /// the result.
        mutating func merge(from decoder: any Decoder) throws
    }

    /// An option that decodes over its defaults: `init()`, then the input's
    /// keys merged in (a key left out keeps its default) and the result checked
    /// (`merge(from:)`).
    protocol DefaultedDecodable: MergingDecodable {
        init()
    }

    extension DefaultedDecodable {
        /// Decodes the option over its defaults (`init()`): a key left out keeps
        /// its default.
        /// - Throws: `DecodingError.dataCorrupted` for an unknown key or case
        ///   name, or a value the option's `validate()` refuses.
        public init(from decoder: any Decoder) throws {
            self.init()
            try merge(from: decoder)
        }
    }

    /// A key of an option's keyed container: a stored property's Swift name,
    /// or a key read from the input as it is, to find the ones a type does not
    /// know.
    struct FieldKey: CodingKey, ExpressibleByStringLiteral {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init(stringLiteral value: String) { stringValue = value }
        init?(intValue: Int) { nil }
    }

    /// One stored property of an option in its Codable table: its key (its
    /// Swift name), how the input's value is decoded over it when the key is
    /// present, and how it is encoded. Sendable, as a static table must be:
    /// its closures capture only the key and a key path, which are immutable.
    struct CodingField<Root>: @unchecked Sendable {
        let key: FieldKey
        let decode: (KeyedDecodingContainer<FieldKey>, inout Root) throws -> Void
        let encode: (Root, inout KeyedEncodingContainer<FieldKey>) throws -> Void

        /// A property the input's value replaces.
        init<T: Codable>(_ key: FieldKey, _ path: WritableKeyPath<Root, T>) {
            self.init(key, path) { values, value in try values.decode(key, into: &value) }
        }

        /// An optional property: `null` is nil (and is written for nil).
        init<T: Codable>(_ key: FieldKey, _ path: WritableKeyPath<Root, T?>) {
            self.init(key, path) { values, value in try values.decode(key, into: &value) }
        }

        /// A nested option: the input's value is decoded over the property's.
        init<T: Codable & MergingDecodable>(_ key: FieldKey, _ path: WritableKeyPath<Root, T>) {
            self.init(key, path) { values, value in try values.decode(key, into: &value) }
        }

        /// A property its type's initialiser sets (read-only here): encoded,
        /// and decoded by the type's `init(from:)` rather than by the table.
        init<T: Encodable>(_ key: FieldKey, setByInit path: KeyPath<Root, T>) {
            self.key = key
            decode = { _, _ in }
            encode = { root, container in try container.encode(root[keyPath: path], forKey: key) }
        }

        /// The overloads above choose which `decode(_:into:)` reads the value.
        private init<T: Encodable>(
            _ key: FieldKey, _ path: WritableKeyPath<Root, T>,
            decoding: @escaping (KeyedDecodingContainer<FieldKey>, inout T) throws -> Void
        ) {
            self.key = key
            decode = { values, root in
                // Only a key the input has: a setter runs only for a value given.
                if values.contains(key) { try decoding(values, &root[keyPath: path]) }
            }
            encode = { root, container in try container.encode(root[keyPath: path], forKey: key) }
        }
    }

    /// An option whose Codable conformance is the table of its stored
    /// properties, `codingFields`, one row a property (what was a
    /// `CodingKeys` case, a decode and an encode each), and the check a
    /// decoded value passes.
    protocol FieldCodable: Codable {
        static var codingFields: [CodingField<Self>] { get }

        /// Checks a decoded value (its `validate()`, mostly).
        func checkDecoded() throws(InputError)
    }

    extension FieldCodable {
        /// Encodes every property of the table under its Swift name, the enums
        /// as their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FieldKey.self)
            for field in Self.codingFields {
                try field.encode(self, &container)
            }
        }

        /// Overrides the properties whose keys the input has (the others keep
        /// their values), then checks the result (`checkDecoded()`).
        /// - Throws: `DecodingError.dataCorrupted` for an unknown key or case
        ///   name, or a value the check refuses.
        mutating func mergeFields(from decoder: any Decoder) throws {
            let values = try decoder.fieldContainer(for: Self.self)
            for field in Self.codingFields {
                try field.decode(values, &self)
            }
            try decoder.check(Self.self) { () throws(InputError) in try checkDecoded() }
        }
    }

    extension FieldCodable where Self: MergingDecodable {
        mutating func merge(from decoder: any Decoder) throws {
            try mergeFields(from: decoder)
        }
    }

    extension Decoder {
        /// The keyed container of an option of type `type`, after checking that
        /// every key in the input is one of `Keys`.
        /// - Throws: `DecodingError.dataCorrupted` naming the first unknown key
        ///   and the known ones; the container's own errors (not an object).
        func optionContainer<Keys: CodingKey & CaseIterable>(
            keyedBy keys: Keys.Type, for type: Any.Type
        ) throws -> KeyedDecodingContainer<Keys> {
            try checkKeys(known: Keys.allCases.map(\.stringValue), for: type)
            return try container(keyedBy: Keys.self)
        }

        /// The keyed container of a `FieldCodable` option, after checking that
        /// every key in the input is one of its table's.
        /// - Throws: as `optionContainer(keyedBy:for:)`.
        func fieldContainer<Root: FieldCodable>(for type: Root.Type) throws
            -> KeyedDecodingContainer<FieldKey>
        {
            try checkKeys(known: Root.codingFields.map(\.key.stringValue), for: type)
            return try container(keyedBy: FieldKey.self)
        }

        /// Throws `DecodingError.dataCorrupted` naming the first key of the
        /// input that is not one of `known`, and the known ones.
        private func checkKeys(known: [String], for type: Any.Type) throws {
            let input = try container(keyedBy: FieldKey.self)
            for key in input.allKeys where !known.contains(key.stringValue) {
                let names = known.map { "\"\($0)\"" }.joined(separator: ", ")
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: codingPath + [key],
                        debugDescription:
                            "\"\(key.stringValue)\" is not a \(type) key: expected one of \(names)")
                )
            }
        }

        /// Runs a check of a `type` value (or a throwing initialiser) and turns
        /// its `InputError` into `DecodingError.dataCorrupted` at this
        /// decoder's path.
        func check<T>(_ type: Any.Type, _ body: () throws(InputError) -> T) throws -> T {
            do {
                return try body()
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: codingPath, debugDescription: "not a valid \(type): \(error)",
                        underlyingError: error))
            }
        }
    }

    extension KeyedDecodingContainer {
        /// Replaces `value` with the input's, when the key is present.
        func decode<T: Decodable>(_ key: Key, into value: inout T) throws {
            guard contains(key) else { return }
            value = try decode(T.self, forKey: key)
        }

        /// Replaces an optional `value` with the input's, when the key is
        /// present: `null` is nil (a left-out key keeps the default).
        func decode<T: Decodable>(_ key: Key, into value: inout T?) throws {
            guard contains(key) else { return }
            value = try decodeNil(forKey: key) ? nil : decode(T.self, forKey: key)
        }

        /// Decodes the input's value over `value`, when the key is present: its
        /// fields the input leaves out keep their values.
        func decode<T: MergingDecodable>(_ key: Key, into value: inout T) throws {
            guard contains(key) else { return }
            try value.merge(from: superDecoder(forKey: key))
        }
    }
#endif
