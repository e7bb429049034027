extension Prelude {
    /// `.redacted(reason:)` and `.unredacted()`: the reasons join the environment's
    /// `redactionReasons` for the views inside (an `@Environment(\.redactionReasons)` property reads
    /// them), and with `.placeholder` among them Canvas draws the text and images inside as
    /// placeholders of their size (Canvas's Surface/Redaction.swift); `.privacy` and
    /// `.invalidated` change what the views read, not how they draw (SwiftUI hides with
    /// `.privacy` only the views marked `privacySensitive()`).
    static let redaction = #"""
    /// Why a view's content is redacted, a set as SwiftUI's `RedactionReasons` (an `OptionSet`).
    struct RedactionReasons: OptionSet, Hashable {
        /// The reasons as bits.
        let rawValue: Int
        /// The content is a placeholder for data still to come: drawn as grey bars and blocks.
        static let placeholder = RedactionReasons(rawValue: 1)
        /// The content is private (hides the views marked `privacySensitive()`).
        static let privacy = RedactionReasons(rawValue: 2)
        /// The content is out of date (a widget waiting for its next update).
        static let invalidated = RedactionReasons(rawValue: 4)
    }

    /// A view redacted for some reasons (`.redacted(reason:)`), or unredacted (`.unredacted()`).
    struct _RedactionView: View {
        var content: any View
        /// Whether the views inside are drawn as placeholders from here on.
        var _startsPlaceholder: Bool
        /// Whether they are drawn as themselves again (`.unredacted()`).
        var _endsRedaction: Bool
        var _write: (EnvironmentValues) -> EnvironmentValues
        /// Adds the write for the views the bridge draws next.
        func _enter() { _environmentWrites.append(_write) }
        /// Takes it out again once they are drawn.
        func _leave() { if !_environmentWrites.isEmpty { _environmentWrites.removeLast() } }
    }

    extension View {
        /// The view with `reason` added to the redaction reasons of the views inside; with
        /// `.placeholder`, their text is drawn as rounded bars and their images as blocks, in the
        /// foreground's faintest level, while shapes and colours are drawn as they are.
        func redacted(reason: RedactionReasons) -> some View {
            _RedactionView(content: self, _startsPlaceholder: reason.contains(.placeholder), _endsRedaction: false,
                           _write: { environment in
                               var written = environment
                               written.redactionReasons.formUnion(reason)
                               return written
                           })
        }
        /// The view drawn as itself inside a redacted one: the views inside have no redaction reasons.
        func unredacted() -> some View {
            _RedactionView(content: self, _startsPlaceholder: false, _endsRedaction: true,
                           _write: { environment in
                               var written = environment
                               written.redactionReasons = RedactionReasons(rawValue: 0)
                               return written
                           })
        }
    }
    """#
}
