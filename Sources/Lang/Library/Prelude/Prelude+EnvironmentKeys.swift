extension Prelude {
    /// SwiftUI's environment values: a program's own `EnvironmentKey`, read and written through
    /// `EnvironmentValues`' subscript (`self[BadgeStyleKey.self]`) by the properties a program
    /// adds to `EnvironmentValues`, and `.environment(_:_:)`, which writes a value for the views
    /// inside: the bridge enters it while it makes them (ViewBridge+EnvironmentObjects), so an
    /// `@Environment(\.badgeStyle)` property of one of them reads it.
    static let environmentKeys = #"""
    /// A key for a value of a view's environment, as SwiftUI's `EnvironmentKey`: the value is
    /// `defaultValue` until an ancestor's `.environment(_:_:)` writes another.
    protocol EnvironmentKey {
        /// The type of the key's value.
        associatedtype Value
        /// The value where no ancestor set one.
        static var defaultValue: Value { get }
    }

    extension EnvironmentValues {
        /// The value of the environment key `key`: what an ancestor wrote, else its default.
        subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
            get {
                if let value = _keyed[String(reflecting: key)] as? K.Value { return value }
                return K.defaultValue
            }
            set { _keyed[String(reflecting: key)] = newValue }
        }
    }

    /// The writes of the `.environment(_:_:)` modifiers around the views being drawn, outermost
    /// first: the bridge adds one while it draws the views inside.
    var _environmentWrites: [(EnvironmentValues) -> EnvironmentValues] = []

    /// The appearance the figure is presented in, as the window's is: the environment's
    /// `colorScheme` where no view writes one (nil: light). The bridge sets it while it makes the
    /// views of a figure one of them prefers dark.
    var _presentedColorScheme: ColorScheme? = nil

    /// The environment of the view being drawn: the default one in the presentation's appearance
    /// with the writes around it applied in order, so that an inner write of a key wins over an
    /// outer one.
    func _currentEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        if let scheme = _presentedColorScheme { environment.colorScheme = scheme }
        for write in _environmentWrites { environment = write(environment) }
        return environment
    }

    /// A view with a value written into its environment (`.environment(\.badgeStyle, .fancy)`).
    struct _EnvironmentValueView: View {
        var content: any View
        var write: (EnvironmentValues) -> EnvironmentValues
        /// Adds the write for the views the bridge draws next.
        func _enter() { _environmentWrites.append(write) }
        /// Takes it out again once they are drawn.
        func _leave() { if !_environmentWrites.isEmpty { _environmentWrites.removeLast() } }
        /// Whether the views inside are in the dark appearance (read while the write is entered).
        func _isDark() -> Bool { _currentEnvironment().colorScheme == .dark }
    }

    extension View {
        /// The view with `value` written into its environment at `keyPath`: the
        /// `@Environment(keyPath)` properties of the views inside read it; with `\.colorScheme`
        /// set to `.dark` they are drawn in the dark appearance.
        func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
            _EnvironmentValueView(content: self, write: { keyPath._set($0, value) })
        }
        /// The view with `shape` as the container shape of the views inside: a
        /// `ContainerRelativeShape` among them draws it in its own frame.
        func containerShape<T: InsettableShape>(_ shape: T, eoFill: Bool = false) -> some View {
            _EnvironmentValueView(content: self, write: { environment in
                var written = environment
                written._containerShape = shape
                return written
            })
        }
    }
    """#
}
