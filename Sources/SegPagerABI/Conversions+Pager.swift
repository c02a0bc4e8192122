// The pager's C structs and the core's values, the notifications
// (the configuration's and the events' are generated: Conversions+Options.swift,
// Conversions+Events.swift).

import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PagerNotification {
    var abi: segpager_notification {
        var note = segpager_notification()
        note.kind = kind.abi
        note.page = Int32(page)
        note.id = id
        note.time = time
        if let headerPhase, let previousHeaderPhase {
            // HEADER_PHASE: the phases in their own fields (the unions' other halves).
            note.old_phase = previousHeaderPhase.abi
            note.new_phase = headerPhase.abi
            return note
        }
        note.previous = previous.map { Int32($0) } ?? SEGPAGER_NONE
        note.cause = cause?.abi ?? SEGPAGER_CAUSE_NONE
        return note
    }
}

/// The defaults `segpager_pager_configuration_init` writes.
func defaultPagerConfig() -> segpager_pager_configuration {
    segpager_pager_configuration(PagerConfiguration())
}

/// The size of `segpager_pager_configuration` in 0.3.0, before the settle fields.
let pagerConfigFirstReleaseSize = MemoryLayout<segpager_pager_configuration>.offset(of: \.settle_mode) ?? 0
