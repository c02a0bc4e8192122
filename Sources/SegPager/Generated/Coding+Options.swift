// Generated from bindings/c/segpager.h and bindings/abi/options.toml by
// bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`).

#if !SEGPAGER_NO_CODING
    // The option values whose Codable conformance follows their C fields
    // (the rules are Coding.swift's).

    extension PagerConfiguration: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("commitPolicy", \.commitPolicy), .init("driver", \.driver), .init("tapEasing", \.tapEasing),
            .init("settleEasing", \.settleEasing), .init("initialIndex", \.initialIndex),
            .init("pages", \.pages), .init("windows", \.windows), .init("isLooping", \.isLooping),
            .init("stripViewportWidth", \.stripViewportWidth), .init("stripHeight", \.stripHeight),
            .init("tapDuration", \.tapDuration), .init("settleDuration", \.settleDuration),
            .init("paging", \.paging), .init("settleMode", \.settleMode),
            .init("settleSpring", \.settleSpring), .init("rubberBand", \.rubberBand),
            .init("notificationLimit", \.notificationLimit), .init("touchSlop", \.touchSlop),
            .init("wheelSettleDelay", \.wheelSettleDelay), .init("listDeceleration", \.listDeceleration),
            .init("touchSlopFraction", \.touchSlopFraction), .init("touchSlopMaximum", \.touchSlopMaximum),
            .init("integratorBody", \.integratorBody), .init("listFlingProfile", \.listFlingProfile),
            .init("stripDeceleration", \.stripDeceleration), .init("farTransition", \.farTransition),
            .init("preJumpDistance", \.preJumpDistance),
        ]

        func checkDecoded() throws(InputError) { try withStandInWidth.validate() }
    }

    extension StripStyle: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("widthMode", \.widthMode), .init("fitPolicy", \.fitPolicy), .init("direction", \.direction),
            .init("selectedWidthMode", \.selectedWidthMode), .init("selectedIndex", \.selectedIndex),
            .init("itemWidth", \.itemWidth), .init("visibleCount", \.visibleCount),
            .init("itemPadding", \.itemPadding), .init("minItemWidth", \.minItemWidth),
            .init("maxItemWidth", \.maxItemWidth), .init("spacing", \.spacing),
            .init("leadingInset", \.leadingInset), .init("trailingInset", \.trailingInset),
            .init("itemLeadingPadding", \.itemLeadingPadding),
            .init("itemTrailingPadding", \.itemTrailingPadding), .init("widestGutter", \.widestGutter),
            .init("maxItemWidthMargin", \.maxItemWidthMargin),
        ]

        func checkDecoded() throws(InputError) { try validate(itemCount: .max) }
    }

    extension PageGeometry: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("pageCount", \.pageCount), .init("direction", \.direction), .init("alignment", \.alignment),
            .init("padEnds", \.padEnds), .init("viewportWidth", \.viewportWidth),
            .init("pageWidth", \.pageWidth), .init("pageSpacing", \.pageSpacing),
        ]

        func checkDecoded() throws(InputError) { try withStandInWidth.validate() }
    }

    extension DampedSpring: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("response", \.response), .init("dampingRatio", \.dampingRatio), .init("mass", \.mass),
        ]

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension PagingOptions: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("profile", \.profile), .init("maxPages", \.maxPages), .init("deceleration", \.deceleration),
            .init("minVelocity", \.minVelocity), .init("minDistance", \.minDistance),
            .init("flickVelocity", \.flickVelocity), .init("flutterTolerance", \.flutterTolerance),
            .init("positionalThreshold", \.positionalThreshold),
            .init("snapPositionalThreshold", \.snapPositionalThreshold),
        ]

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension HeaderStyle: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("pullDown", \.pullDown), .init("contentMode", \.contentMode), .init("height", \.height),
            .init("pinnedHeight", \.pinnedHeight), .init("pinOffset", \.pinOffset),
            .init("parallax", \.parallax), .init("contentHeight", \.contentHeight),
        ]

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension IndicatorStyle: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("widthMode", \.widthMode), .init("alignment", \.alignment), .init("placement", \.placement),
            .init("transition", \.transition), .init("easing", \.easing), .init("overscroll", \.overscroll),
            .init("clampsToItem", \.clampsToItem), .init("width", \.width), .init("extraWidth", \.extraWidth),
            .init("minWidth", \.minWidth), .init("maxWidth", \.maxWidth), .init("height", \.height),
            .init("cornerRadius", \.cornerRadius), .init("leadingInset", \.leadingInset),
            .init("topInset", \.topInset), .init("trailingInset", \.trailingInset),
            .init("bottomInset", \.bottomInset), .init("stretch", \.stretch),
            .init("roundedCorners", \.roundedCorners),
        ]

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension AppearanceStyle: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("policy", \.policy), .init("colorSpace", \.colorSpace), .init("normalColor", \.normalColor),
            .init("selectedColor", \.selectedColor), .init("selectedScale", \.selectedScale),
            .init("normalEmphasis", \.normalEmphasis), .init("selectedEmphasis", \.selectedEmphasis),
        ]

        func checkDecoded() throws(InputError) { try validate() }
    }

    extension StripOffsetStyle: FieldCodable, DefaultedDecodable {
        static let codingFields: [CodingField<Self>] = [
            .init("policy", \.policy), .init("containment", \.containment), .init("timing", \.timing),
            .init("margin", \.margin),
        ]

        func checkDecoded() throws(InputError) { try validate() }
    }
#endif
