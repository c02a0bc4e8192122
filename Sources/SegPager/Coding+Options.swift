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
            case settleMode
            case paging
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
            try values.decode(.settleMode, into: &settleMode)
            try values.decode(.paging, into: &paging)
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
            try container.encode(settleMode, forKey: .settleMode)
            try container.encode(paging, forKey: .paging)
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
#endif
