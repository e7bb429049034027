import CoreGraphics

// MARK: - Preferences

/// A named value produced by a view.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Self.Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the result of a closure that provides the next value.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// An opaque value derived from an anchor source and a particular view.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { fatalError() }
    public static var bounds: Anchor<CGRect>.Source { fatalError() }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { fatalError() }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { fatalError() }
    public static var topLeading: Anchor<CGPoint>.Source { fatalError() }
    public static var top: Anchor<CGPoint>.Source { fatalError() }
    public static var topTrailing: Anchor<CGPoint>.Source { fatalError() }
    public static var leading: Anchor<CGPoint>.Source { fatalError() }
    public static var center: Anchor<CGPoint>.Source { fatalError() }
    public static var trailing: Anchor<CGPoint>.Source { fatalError() }
    public static var bottomLeading: Anchor<CGPoint>.Source { fatalError() }
    public static var bottom: Anchor<CGPoint>.Source { fatalError() }
    public static var bottomTrailing: Anchor<CGPoint>.Source { fatalError() }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view.
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { EmptyView() }
    /// Applies a transformation to a preference value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { EmptyView() }
    /// Sets a value for the specified preference key, the value is a function of a geometry value tied to the current coordinate space.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View { EmptyView() }
    /// Sets a value for the specified preference key, the value is a function of the key's current value and a geometry value.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View { EmptyView() }
    /// Adds an action to perform when the specified preference key's value changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable { EmptyView() }
    /// Reads the specified preference value from the view, using it to produce a second view that is applied as an overlay.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { EmptyView() }
    /// Reads the specified preference value from the view, using it to produce a second view that is applied as an overlay.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                    @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View { EmptyView() }
    /// Reads the specified preference value from the view, using it to produce a second view that is applied as the background.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { EmptyView() }
    /// Reads the specified preference value from the view, using it to produce a second view that is applied as the background.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                       @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View { EmptyView() }
}
