// Generated from bindings/c/segpager.h and bindings/abi/options.toml by
// bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`).

#if !SEGPAGER_NO_CODING
    // The option values whose Codable conformance follows their C fields
    // (the rules are Coding.swift's).

    extension PagerConfiguration: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case commitPolicy
            case driver
            case tapEasing
            case settleEasing
            case initialIndex
            case pages
            case windows
            case isLooping
            case stripViewportWidth
            case stripHeight
            case tapDuration
            case settleDuration
            case paging
            case settleMode
            case settleSpring
            case rubberBand
            case notificationLimit
            case touchSlop
            case wheelSettleDelay
            case listDeceleration
            case touchSlopFraction
            case touchSlopMaximum
            case integratorBody
            case listFlingProfile
            case stripDeceleration
            case farTransition
            case preJumpDistance
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.commitPolicy, into: &commitPolicy)
            try values.decode(.driver, into: &driver)
            try values.decode(.tapEasing, into: &tapEasing)
            try values.decode(.settleEasing, into: &settleEasing)
            try values.decode(.initialIndex, into: &initialIndex)
            try values.decode(.pages, into: &pages)
            try values.decode(.windows, into: &windows)
            try values.decode(.isLooping, into: &isLooping)
            try values.decode(.stripViewportWidth, into: &stripViewportWidth)
            try values.decode(.stripHeight, into: &stripHeight)
            try values.decode(.tapDuration, into: &tapDuration)
            try values.decode(.settleDuration, into: &settleDuration)
            try values.decode(.paging, into: &paging)
            try values.decode(.settleMode, into: &settleMode)
            try values.decode(.settleSpring, into: &settleSpring)
            try values.decode(.rubberBand, into: &rubberBand)
            try values.decode(.notificationLimit, into: &notificationLimit)
            try values.decode(.touchSlop, into: &touchSlop)
            try values.decode(.wheelSettleDelay, into: &wheelSettleDelay)
            try values.decode(.listDeceleration, into: &listDeceleration)
            try values.decode(.touchSlopFraction, into: &touchSlopFraction)
            try values.decode(.touchSlopMaximum, into: &touchSlopMaximum)
            try values.decode(.integratorBody, into: &integratorBody)
            try values.decode(.listFlingProfile, into: &listFlingProfile)
            try values.decode(.stripDeceleration, into: &stripDeceleration)
            try values.decode(.farTransition, into: &farTransition)
            try values.decode(.preJumpDistance, into: &preJumpDistance)
            try decoder.check(Self.self) { () throws(InputError) in try checkDecoded() }
        }

        /// Encodes every stored setting under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(commitPolicy, forKey: .commitPolicy)
            try container.encode(driver, forKey: .driver)
            try container.encode(tapEasing, forKey: .tapEasing)
            try container.encode(settleEasing, forKey: .settleEasing)
            try container.encode(initialIndex, forKey: .initialIndex)
            try container.encode(pages, forKey: .pages)
            try container.encode(windows, forKey: .windows)
            try container.encode(isLooping, forKey: .isLooping)
            try container.encode(stripViewportWidth, forKey: .stripViewportWidth)
            try container.encode(stripHeight, forKey: .stripHeight)
            try container.encode(tapDuration, forKey: .tapDuration)
            try container.encode(settleDuration, forKey: .settleDuration)
            try container.encode(paging, forKey: .paging)
            try container.encode(settleMode, forKey: .settleMode)
            try container.encode(settleSpring, forKey: .settleSpring)
            try container.encode(rubberBand, forKey: .rubberBand)
            try container.encode(notificationLimit, forKey: .notificationLimit)
            try container.encode(touchSlop, forKey: .touchSlop)
            try container.encode(wheelSettleDelay, forKey: .wheelSettleDelay)
            try container.encode(listDeceleration, forKey: .listDeceleration)
            try container.encode(touchSlopFraction, forKey: .touchSlopFraction)
            try container.encode(touchSlopMaximum, forKey: .touchSlopMaximum)
            try container.encode(integratorBody, forKey: .integratorBody)
            try container.encode(listFlingProfile, forKey: .listFlingProfile)
            try container.encode(stripDeceleration, forKey: .stripDeceleration)
            try container.encode(farTransition, forKey: .farTransition)
            try container.encode(preJumpDistance, forKey: .preJumpDistance)
        }
    }

    extension StripStyle: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case widthMode
            case fitPolicy
            case direction
            case selectedWidthMode
            case selectedIndex
            case itemWidth
            case visibleCount
            case itemPadding
            case minItemWidth
            case maxItemWidth
            case spacing
            case leadingInset
            case trailingInset
            case itemLeadingPadding
            case itemTrailingPadding
            case widestGutter
            case maxItemWidthMargin
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.widthMode, into: &widthMode)
            try values.decode(.fitPolicy, into: &fitPolicy)
            try values.decode(.direction, into: &direction)
            try values.decode(.selectedWidthMode, into: &selectedWidthMode)
            try values.decode(.selectedIndex, into: &selectedIndex)
            try values.decode(.itemWidth, into: &itemWidth)
            try values.decode(.visibleCount, into: &visibleCount)
            try values.decode(.itemPadding, into: &itemPadding)
            try values.decode(.minItemWidth, into: &minItemWidth)
            try values.decode(.maxItemWidth, into: &maxItemWidth)
            try values.decode(.spacing, into: &spacing)
            try values.decode(.leadingInset, into: &leadingInset)
            try values.decode(.trailingInset, into: &trailingInset)
            try values.decode(.itemLeadingPadding, into: &itemLeadingPadding)
            try values.decode(.itemTrailingPadding, into: &itemTrailingPadding)
            try values.decode(.widestGutter, into: &widestGutter)
            try values.decode(.maxItemWidthMargin, into: &maxItemWidthMargin)
            try decoder.check(Self.self) { () throws(InputError) in try validate(itemCount: .max) }
        }

        /// Encodes every stored setting under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(widthMode, forKey: .widthMode)
            try container.encode(fitPolicy, forKey: .fitPolicy)
            try container.encode(direction, forKey: .direction)
            try container.encode(selectedWidthMode, forKey: .selectedWidthMode)
            try container.encode(selectedIndex, forKey: .selectedIndex)
            try container.encode(itemWidth, forKey: .itemWidth)
            try container.encode(visibleCount, forKey: .visibleCount)
            try container.encode(itemPadding, forKey: .itemPadding)
            try container.encode(minItemWidth, forKey: .minItemWidth)
            try container.encode(maxItemWidth, forKey: .maxItemWidth)
            try container.encode(spacing, forKey: .spacing)
            try container.encode(leadingInset, forKey: .leadingInset)
            try container.encode(trailingInset, forKey: .trailingInset)
            try container.encode(itemLeadingPadding, forKey: .itemLeadingPadding)
            try container.encode(itemTrailingPadding, forKey: .itemTrailingPadding)
            try container.encode(widestGutter, forKey: .widestGutter)
            try container.encode(maxItemWidthMargin, forKey: .maxItemWidthMargin)
        }
    }

    extension PageGeometry: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case pageCount
            case direction
            case alignment
            case padEnds
            case viewportWidth
            case pageWidth
            case pageSpacing
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.pageCount, into: &pageCount)
            try values.decode(.direction, into: &direction)
            try values.decode(.alignment, into: &alignment)
            try values.decode(.padEnds, into: &padEnds)
            try values.decode(.viewportWidth, into: &viewportWidth)
            try values.decode(.pageWidth, into: &pageWidth)
            try values.decode(.pageSpacing, into: &pageSpacing)
            try decoder.check(Self.self) { () throws(InputError) in try withStandInWidth.validate() }
        }

        /// Encodes every stored setting under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(pageCount, forKey: .pageCount)
            try container.encode(direction, forKey: .direction)
            try container.encode(alignment, forKey: .alignment)
            try container.encode(padEnds, forKey: .padEnds)
            try container.encode(viewportWidth, forKey: .viewportWidth)
            try container.encode(pageWidth, forKey: .pageWidth)
            try container.encode(pageSpacing, forKey: .pageSpacing)
        }
    }

    extension DampedSpring: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case response
            case dampingRatio
            case mass
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.response, into: &response)
            try values.decode(.dampingRatio, into: &dampingRatio)
            try values.decode(.mass, into: &mass)
            try decoder.check(Self.self) { () throws(InputError) in try validate() }
        }

        /// Encodes every stored setting under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(response, forKey: .response)
            try container.encode(dampingRatio, forKey: .dampingRatio)
            try container.encode(mass, forKey: .mass)
        }
    }

    extension PagingOptions: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case profile
            case maxPages
            case deceleration
            case minVelocity
            case minDistance
            case flickVelocity
            case flutterTolerance
            case positionalThreshold
            case snapPositionalThreshold
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.profile, into: &profile)
            try values.decode(.maxPages, into: &maxPages)
            try values.decode(.deceleration, into: &deceleration)
            try values.decode(.minVelocity, into: &minVelocity)
            try values.decode(.minDistance, into: &minDistance)
            try values.decode(.flickVelocity, into: &flickVelocity)
            try values.decode(.flutterTolerance, into: &flutterTolerance)
            try values.decode(.positionalThreshold, into: &positionalThreshold)
            try values.decode(.snapPositionalThreshold, into: &snapPositionalThreshold)
            try decoder.check(Self.self) { () throws(InputError) in try validate() }
        }

        /// Encodes every stored setting under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(profile, forKey: .profile)
            try container.encode(maxPages, forKey: .maxPages)
            try container.encode(deceleration, forKey: .deceleration)
            try container.encode(minVelocity, forKey: .minVelocity)
            try container.encode(minDistance, forKey: .minDistance)
            try container.encode(flickVelocity, forKey: .flickVelocity)
            try container.encode(flutterTolerance, forKey: .flutterTolerance)
            try container.encode(positionalThreshold, forKey: .positionalThreshold)
            try container.encode(snapPositionalThreshold, forKey: .snapPositionalThreshold)
        }
    }

    extension HeaderStyle: Codable, DefaultedDecodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case pullDown
            case contentMode
            case height
            case pinnedHeight
            case pinOffset
            case parallax
            case contentHeight
        }

        mutating func merge(from decoder: any Decoder) throws {
            let values = try decoder.optionContainer(keyedBy: CodingKeys.self, for: Self.self)
            try values.decode(.pullDown, into: &pullDown)
            try values.decode(.contentMode, into: &contentMode)
            try values.decode(.height, into: &height)
            try values.decode(.pinnedHeight, into: &pinnedHeight)
            try values.decode(.pinOffset, into: &pinOffset)
            try values.decode(.parallax, into: &parallax)
            try values.decode(.contentHeight, into: &contentHeight)
            try decoder.check(Self.self) { () throws(InputError) in try validate() }
        }

        /// Encodes every stored setting under its Swift name, the enums as
        /// their case names; the value is not checked.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(pullDown, forKey: .pullDown)
            try container.encode(contentMode, forKey: .contentMode)
            try container.encode(height, forKey: .height)
            try container.encode(pinnedHeight, forKey: .pinnedHeight)
            try container.encode(pinOffset, forKey: .pinOffset)
            try container.encode(parallax, forKey: .parallax)
            try container.encode(contentHeight, forKey: .contentHeight)
        }
    }
#endif
