/// The attributes Swift itself knows, and those of the frameworks a cell may import, so that an
/// attribute naming nothing (`@Foo var x = 1`) is swiftc's "unknown attribute" and no other.
extension Checker {
    /// Whether `name` (written after `@`) is no attribute of Swift's, of a framework's, nor a
    /// name in scope. Underscored and dotted names are let through: swiftc has many of the one,
    /// and the other names a module's type.
    func isUnknownAttribute(_ name: String) -> Bool {
        guard !name.hasPrefix("_"), !name.contains("."), !Self.swiftAttributes.contains(name),
              !Self.frameworkAttributes.contains(name) else { return false }
        return lookup(name) == nil
    }

    /// Swift's declaration attributes (The Swift Programming Language, "Attributes").
    static let swiftAttributes: Set<String> = [
        "attached", "available", "backDeployed", "discardableResult", "dynamicCallable", "dynamicMemberLookup",
        "frozen", "GKInspectable", "inlinable", "inline", "main", "nonobjc", "NSApplicationMain", "NSCopying",
        "NSManaged", "objc", "objcMembers", "preconcurrency", "propertyWrapper", "resultBuilder",
        "requires_stored_property_inits", "testable", "UIApplicationMain", "unchecked", "usableFromInline",
        "warn_unqualified_access", "IBAction", "IBSegueAction", "IBOutlet", "IBDesignable", "IBInspectable",
        "autoclosure", "convention", "escaping", "Sendable", "unknown", "MainActor", "globalActor", "retroactive",
        "freestanding", "differentiable", "derivative", "transpose", "noDerivative", "exclusivity",
        "storageRestrictions", "TaskLocal", "isolated", "concurrent", "nonexhaustive", "abi", "lifetime",
        "export", "section", "used", "c", "specialized", "implementation", "safe", "unsafe",
        "extractConstantsFromMembers", "execution", "noescape", "reasync", "rethrows",
    ]

    /// Attributes and macros of Apple's frameworks (SwiftUI, Observation, SwiftData, Combine,
    /// Testing), which a cell may use whether or not this library declares them.
    static let frameworkAttributes: Set<String> = [
        "Observable", "ObservationIgnored", "ObservationTracked", "Bindable", "Published", "Model", "Attribute",
        "Relationship", "Transient", "Query", "Test", "Suite", "Entry", "Previewable", "AppStorage", "SceneStorage",
        "FocusState", "FocusedValue", "FocusedBinding", "FocusedObject", "GestureState", "ScaledMetric",
        "FetchRequest", "SectionedFetchRequest", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
        "AccessibilityFocusState", "Namespace", "Environment", "EnvironmentObject", "StateObject",
        "ObservedObject", "State", "Binding", "ViewBuilder", "SceneBuilder", "ToolbarContentBuilder",
        "CommandsBuilder", "ChartContentBuilder", "TableColumnBuilder", "TableRowBuilder", "WidgetBundleBuilder",
    ]
}
