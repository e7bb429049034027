extension Prelude {
    /// Preferences: values views pass up to the views around them (`PreferenceKey`,
    /// `.preference(key:value:)`), read by `.onPreferenceChange`, `.overlayPreferenceValue` and
    /// `.backgroundPreferenceValue`. Canvas carries the values up while the figure draws, a
    /// `GeometryReader`'s content included (`ViewBridge+Preferences.swift`); the readers combine
    /// them with the key's `reduce`. `.onPreferenceChange`'s action runs once the figure is laid
    /// out, as `.onAppear`'s does, and the figure shows the state it set (one update, as a
    /// preview settles).
    static let preferences = #"""
    /// A named value views pass up to the views around them (a measured width, the bounds of each
    /// step); the values several views set are combined by `reduce`, in the order they draw.
    protocol PreferenceKey {
        /// The type of the key's values.
        associatedtype Value
        /// The value when no view set one.
        static var defaultValue: Value { get }
        /// Combines the value so far with the next view's (`nextValue()`).
        static func reduce(value: inout Value, nextValue: () -> Value)
    }

    /// One value a view set for a key, under the key's name.
    struct _PreferenceEntry {
        var key: String
        var value: Any
    }

    /// The name a key's values are passed up under.
    func _preferenceKeyName<K: PreferenceKey>(_ key: K.Type) -> String { String(reflecting: key) }

    /// `value`, a preference entry's, as `key`'s value type: the entries hold values of several
    /// keys as `Any`, and each is read back as its own key's.
    @_native("PreferenceKey.value") func _preferenceValue<K: PreferenceKey>(_ key: K.Type, _ value: Any) -> K.Value

    /// `key`'s value made of `entries`: the first value set for it combined with the later ones
    /// by `reduce` (a lone value is itself, as in SwiftUI), or its default when none is set. The
    /// key is a metatype value, so the closures Canvas calls while drawing can pass it.
    func _reducedPreference<K: PreferenceKey>(_ key: K.Type, _ entries: [_PreferenceEntry]) -> K.Value {
        let name = _preferenceKeyName(key)
        let values = entries.filter { $0.key == name }.map { _preferenceValue(key, $0.value) }
        guard var value = values.first else { return key.defaultValue }
        for next in values.dropFirst() { key.reduce(value: &value, nextValue: { next }) }
        return value
    }

    /// No views: `.onPreferenceChange`'s reader, which records `action` with `value` to run
    /// once the figure is laid out (while a figure's `.onAppear` actions are recorded).
    func _recordingPreferenceChange<V>(_ action: @escaping (V) -> Void, _ value: V) -> _ViewList {
        if _recordsAppearances { _appearActions.append { action(value) } }
        return _ViewList(_views: [])
    }

    /// `entries` with those set for `key` replaced by `value` (a view's own preference hides its
    /// content's, as in SwiftUI).
    func _settingPreference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value, in entries: [_PreferenceEntry]) -> [_PreferenceEntry] {
        let name = _preferenceKeyName(key)
        return entries.filter { $0.key != name } + [_PreferenceEntry(key: name, value: value)]
    }

    /// A geometry value of a view (its bounds, a point of it) that `GeometryProxy`'s
    /// `subscript(anchor)` gives in the reader's own coordinates: `.anchorPreference` passes it
    /// up, measured when the view is placed.
    struct Anchor<Value> {
        /// The view's frame in the figure.
        var _frame: CGRect
        /// The value (a `Value`), from the view's frame in some coordinates, in the same ones.
        var _make: (CGRect) -> Any
        /// Which geometry value of a view an anchor holds (`.bounds`, `.center`). Its closure
        /// gives `Any`: as in swiftc, a type nested in a generic one with a constrained extension
        /// does not see the outer `Value`.
        struct Source {
            var _make: (CGRect) -> Any
        }
    }

    /// `value`, an anchor's, as the anchor's value type `type`.
    @_native("Anchor.value") func _anchorValue<T>(_ type: T.Type, _ value: Any) -> T

    extension Anchor.Source where Value == CGRect {
        /// The view's bounds.
        static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(_make: { $0 }) }
        /// `r`, in the view's own coordinates.
        static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
            Anchor<CGRect>.Source(_make: { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) })
        }
    }

    extension Anchor.Source where Value == CGPoint {
        /// `p`, in the view's own coordinates.
        static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
            Anchor<CGPoint>.Source(_make: { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) })
        }
        /// The point at `p`'s fractions of the view's width and height.
        static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
            Anchor<CGPoint>.Source(_make: { frame in CGPoint(x: frame.minX + frame.width * p.x, y: frame.minY + frame.height * p.y) })
        }
        /// The view's top leading corner.
        static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
        /// The middle of the view's top edge.
        static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
        /// The view's top trailing corner.
        static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
        /// The middle of the view's leading edge.
        static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
        /// The view's centre.
        static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
        /// The middle of the view's trailing edge.
        static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
        /// The view's bottom leading corner.
        static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
        /// The middle of the view's bottom edge.
        static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
        /// The view's bottom trailing corner.
        static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
    }

    extension GeometryProxy {
        /// The anchor's value in the reader's coordinates (its top leading corner is the origin).
        subscript<T>(anchor: Anchor<T>) -> T {
            _anchorValue(T.self, anchor._make(anchor._frame.offsetBy(dx: -_globalFrame.minX, dy: -_globalFrame.minY)))
        }
    }

    /// A view whose preferences `_write` makes from its frame in the figure and its content's.
    struct _PreferenceWriterView: View {
        var content: any View
        var _write: (CGRect, [_PreferenceEntry]) -> [_PreferenceEntry]
    }

    /// A view with views made from its content's preferences drawn in front of it or behind it.
    struct _PreferenceReaderView: View {
        var content: any View
        var _inFront: Bool
        var _alignment: Alignment
        var _read: ([_PreferenceEntry]) -> _ViewList
    }

    extension View {
        /// Sets `key`'s value for the views around this one (replacing what views inside set).
        func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
            let key = K.self
            return _PreferenceWriterView(content: self, _write: { _, entries in _settingPreference(key, value, in: entries) })
        }
        /// Sets `key`'s value to what `transform` makes of the anchor of the view's bounds or a
        /// rectangle in it (`.bounds`), measured when the view is placed. SwiftUI's one method is
        /// generic over the anchor's value; here there is one for rectangles and one for points,
        /// so that `.bounds` and `.center` tell which.
        func anchorPreference<K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<CGRect>.Source,
                                                transform: @escaping (Anchor<CGRect>) -> K.Value) -> some View {
            let key = K.self
            return _PreferenceWriterView(content: self, _write: { frame, entries in
                _settingPreference(key, transform(Anchor<CGRect>(_frame: frame, _make: value._make)), in: entries)
            })
        }
        /// Sets `key`'s value to what `transform` makes of the anchor of a point of the view
        /// (`.center`, `.topLeading`), measured when the view is placed.
        func anchorPreference<K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<CGPoint>.Source,
                                                transform: @escaping (Anchor<CGPoint>) -> K.Value) -> some View {
            let key = K.self
            return _PreferenceWriterView(content: self, _write: { frame, entries in
                _settingPreference(key, transform(Anchor<CGPoint>(_frame: frame, _make: value._make)), in: entries)
            })
        }
        /// Changes `key`'s value, as the views inside set it, with `callback`.
        func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
            let key = K.self
            return _PreferenceWriterView(content: self, _write: { _, entries in
                var value = _reducedPreference(key, entries)
                callback(&value)
                return _settingPreference(key, value, in: entries)
            })
        }
        /// The views `transform` makes of `key`'s value (as the views inside set it) in front of
        /// this view, offered its size.
        func overlayPreferenceValue<K: PreferenceKey>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                      @ViewBuilder _ transform: @escaping (K.Value) -> _ViewList) -> some View {
            let key = K.self
            return _PreferenceReaderView(content: self, _inFront: true, _alignment: alignment,
                                         _read: { entries in transform(_reducedPreference(key, entries)) })
        }
        /// The views `transform` makes of `key`'s value (as the views inside set it) behind this
        /// view, offered its size.
        func backgroundPreferenceValue<K: PreferenceKey>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                         @ViewBuilder _ transform: @escaping (K.Value) -> _ViewList) -> some View {
            let key = K.self
            return _PreferenceReaderView(content: self, _inFront: false, _alignment: alignment,
                                         _read: { entries in transform(_reducedPreference(key, entries)) })
        }
        /// Runs `action` with `key`'s value as the views inside set it: a figure runs it once it
        /// is laid out and shows the view after it ran, as a preview settles.
        func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
            where K.Value: Equatable {
            let key = K.self
            return _PreferenceReaderView(content: self, _inFront: false, _alignment: .center,
                                         _read: { entries in _recordingPreferenceChange(action, _reducedPreference(key, entries)) })
        }
    }
    """#
}
