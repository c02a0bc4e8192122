// The compact text of notifications and frames, for logs and `print`: a
// notification reads as the README writes it (`sel5<1:tap`, `wa5`, `dd1`,
// `load4`), which is also what the Python package's `str()` gives. The
// names are spelt out, not read by reflection (an app may strip it).

extension SelectionCause {
    /// The cause in a notification's text: `tap`, `drag`, `program` or `edit`.
    var compactName: String {
        switch self {
        case .tap: "tap"
        case .drag: "drag"
        case .program: "program"
        case .edit: "edit"
        }
    }
}

extension HeaderPhase {
    /// The phase in a notification's text: `stretched`, `expanded`,
    /// `collapsing` or `pinned`.
    var compactName: String {
        switch self {
        case .stretched: "stretched"
        case .expanded: "expanded"
        case .collapsing: "collapsing"
        case .pinned: "pinned"
        }
    }
}

extension PagerPhase {
    /// The phase in a frame's text: its case name.
    var compactName: String {
        switch self {
        case .idle: "idle"
        case .dragging: "dragging"
        case .settling: "settling"
        case .transitioning: "transitioning"
        case .hostScrolling: "hostScrolling"
        }
    }
}

extension PagerNotification: CustomStringConvertible {
    /// The notification in the README's compact form, the same text as the
    /// Python package's `str()`: the kind's short word and the page, with
    /// what the kind carries.
    ///
    /// - `sel5<1:tap`: selected 5, was 1, because of a tap (`-1`: there was
    ///   no selection; `?`: no cause);
    /// - `wa2`, `da2`, `wd2`, `dd2`: page 2 will appear, did appear, will
    ///   disappear, did disappear;
    /// - `load3`, `unload3`, `reuse3<0`: page 3 loaded, freed, or given
    ///   page 0's slot;
    /// - `header:expanded>collapsing`: the header's phase, before and after
    ///   (`?` for a missing one);
    /// - `refresh0`: a pull on page 0 asks for a refresh.
    ///
    /// The time and the id are left out.
    public var description: String {
        switch kind {
        case .selectedChanged:
            return "sel\(page)<\(previous ?? -1):\(cause?.compactName ?? "?")"
        case .willAppear: return "wa\(page)"
        case .didAppear: return "da\(page)"
        case .willDisappear: return "wd\(page)"
        case .didDisappear: return "dd\(page)"
        case .load: return "load\(page)"
        case .unload: return "unload\(page)"
        case .reuse: return "reuse\(page)<\(previous ?? -1)"
        case .headerPhaseChanged:
            return "header:\(previousHeaderPhase?.compactName ?? "?")>\(headerPhase?.compactName ?? "?")"
        case .refresh: return "refresh\(page)"
        }
    }
}

extension PagerFrame: CustomStringConvertible {
    /// The frame on one line: its time, phase, page offset, position and
    /// selection, then what applies of the transition, the header, a list
    /// fling, the notifications (in their compact form) and the
    /// notification counts:
    ///
    ///     t=1.1 dragging offset=187.5 p=0.5 sel=1 [sel1<0:drag wd0 load2 wa1]
    ///     t=3.0 transitioning to=5@0.0 offset=375.0 p=1.0 sel=5 [sel5<1:tap wd1 load5 load4 wa5]
    ///     t=6.5 idle offset=0.0 p=0.0 sel=0 header=0.0 pull=-20.0 refreshing
    ///
    /// `sel=-1` is no selection, as in a notification's `sel0<-1`. Numbers
    /// are Swift's shortest exact form. The strip, the indicator, the
    /// appearances and the pages' visibility are left out (see the fields).
    public var description: String {
        var text = "t=\(time) \(phase.compactName)"
        if let transitionTarget { text += " to=\(transitionTarget)@\(transitionProgress)" }
        text += " offset=\(pageOffset) p=\(position) sel=\(selectedIndex ?? -1)"
        if let header {
            text += " header=\(header.headerOffset)"
            if header.pull != 0 { text += " pull=\(header.pull)" }
            if header.isRefreshing { text += " refreshing" }
        }
        if isListAnimating { text += " flinging" }
        if !notifications.isEmpty {
            text += " [" + notifications.map { $0.description }.joined(separator: " ") + "]"
        }
        if waitingNotifications > 0 { text += " waiting=\(waitingNotifications)" }
        if droppedNotifications > 0 { text += " dropped=\(droppedNotifications)" }
        return text
    }
}
