// Generated from bindings/c/segpager.h and bindings/abi/enums.toml by
// bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`).

#if !SEGPAGER_NO_CODING
    // The case names the Codable enums are encoded as (see Coding.swift).

    extension Direction: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .leftToRight: "leftToRight"
            case .rightToLeft: "rightToLeft"
            }
        }
    }

    extension ItemWidthMode: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .fixed: "fixed"
            case .intrinsic: "intrinsic"
            case .equal: "equal"
            case .fill: "fill"
            case .visibleCount: "visibleCount"
            case .widest: "widest"
            }
        }
    }

    extension FitPolicy: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .leading: "leading"
            case .center: "center"
            case .trailing: "trailing"
            case .spaceBetween: "spaceBetween"
            case .spaceAround: "spaceAround"
            case .spaceEvenly: "spaceEvenly"
            case .growItems: "growItems"
            case .equalWhenFits: "equalWhenFits"
            }
        }
    }

    extension SelectedWidthMode: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .reserve: "reserve"
            case .selectedOnly: "selectedOnly"
            }
        }
    }

    extension PageAlignment: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .leading: "leading"
            case .center: "center"
            }
        }
    }

    extension CommitRule: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .nearest: "nearest"
            case .floor: "floor"
            }
        }
    }

    extension IndicatorWidthMode: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .item: "item"
            case .content: "content"
            case .fixed: "fixed"
            case .itemLessSubtitle: "itemLessSubtitle"
            }
        }
    }

    extension IndicatorAlignment: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .center: "center"
            case .contentLeading: "contentLeading"
            case .titleCenter: "titleCenter"
            case .leading: "leading"
            }
        }
    }

    extension IndicatorPlacement: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .bottom: "bottom"
            case .top: "top"
            case .center: "center"
            case .fill: "fill"
            }
        }
    }

    extension IndicatorTransition: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .linear: "linear"
            case .stretch: "stretch"
            case .elastic: "elastic"
            case .elasticRounded: "elasticRounded"
            case .fade: "fade"
            case .snap: "snap"
            }
        }
    }

    extension IndicatorOverscroll: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .clamp: "clamp"
            case .follow: "follow"
            case .compress: "compress"
            }
        }
    }

    extension AppearancePolicy: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .gradual: "gradual"
            case .onCommit: "onCommit"
            }
        }
    }

    extension ColorSpace: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .sRGB: "sRGB"
            case .premultiplied: "premultiplied"
            case .okLab: "okLab"
            }
        }
    }

    extension StripScrollPolicy: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .leading: "leading"
            case .center: "center"
            case .trailing: "trailing"
            case .alwaysCenter: "alwaysCenter"
            case .minimal: "minimal"
            case .none: "none"
            }
        }
    }

    extension StripContainment: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .clamp: "clamp"
            case .none: "none"
            case .trimSnaps: "trimSnaps"
            case .keepSnaps: "keepSnaps"
            }
        }
    }

    extension StripScrollTiming: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .progressive: "progressive"
            case .onCommit: "onCommit"
            }
        }
    }

    extension CommitPolicy: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .atHalf: "atHalf"
            case .whenSettled: "whenSettled"
            }
        }
    }

    extension ScrollDriver: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .engine: "engine"
            case .host: "host"
            }
        }
    }

    extension FarTransition: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .adjacent: "adjacent"
            case .preJump: "preJump"
            case .sweep: "sweep"
            }
        }
    }

    extension ListFlingProfile: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .uiKit: "uiKit"
            case .android: "android"
            }
        }
    }

    extension PagingProfile: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .uiKit: "uiKit"
            case .android: "android"
            case .flutter: "flutter"
            case .free: "free"
            case .compose: "compose"
            }
        }
    }

    extension PagerConfiguration.Preset: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .iOS: "iOS"
            case .android: "android"
            }
        }
    }

    extension SettleMode: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .curve: "curve"
            case .spring: "spring"
            case .integrator: "integrator"
            }
        }
    }

    extension HeaderPullDown: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .stretch: "stretch"
            case .follow: "follow"
            case .pinned: "pinned"
            }
        }
    }

    extension HeaderContentMode: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .fill: "fill"
            case .topFill: "topFill"
            case .top: "top"
            case .center: "center"
            case .bottom: "bottom"
            }
        }
    }

    extension ListSyncPolicy: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .sync: "sync"
            case .keepOwn: "keepOwn"
            case .resetToTop: "resetToTop"
            }
        }
    }

    extension RefreshZone: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .header: "header"
            case .list: "list"
            }
        }
    }

    extension NestedScrollMode: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .exitUntilCollapsed: "exitUntilCollapsed"
            case .enterAlways: "enterAlways"
            case .enterAlwaysCollapsed: "enterAlwaysCollapsed"
            }
        }
    }

    extension HeaderSectionBehavior: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .scroll: "scroll"
            case .exitUntilCollapsed: "exitUntilCollapsed"
            case .enterAlways: "enterAlways"
            case .enterAlwaysCollapsed: "enterAlwaysCollapsed"
            case .pinned: "pinned"
            }
        }
    }

    extension HeaderSnapAnimation: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .spring: "spring"
            case .fixedDuration: "fixedDuration"
            }
        }
    }

    extension IndicatorCorners: Codable, CaseNameCodable {
        var caseName: String {
            switch self {
            case .all: "all"
            case .top: "top"
            case .bottom: "bottom"
            }
        }
    }
#endif
