extension Prelude {
    /// SwiftUI's environment objects: `.environmentObject(_:)` puts an observable object in the
    /// environment of the views inside, and an `@EnvironmentObject` property of one of them reads
    /// the innermost object of its type (ViewBridge+EnvironmentObjects).
    static let environmentObjects = #"""
    /// The objects `.environmentObject(_:)` put in the environment of the views being drawn, the
    /// innermost last: the bridge adds one while it draws the views inside.
    var _environmentObjects: [AnyObject] = []

    /// An observable object an ancestor put in the environment, as SwiftUI's `EnvironmentObject`
    /// (`@EnvironmentObject var model: Model`).
    struct EnvironmentObject<ObjectType: ObservableObject> {
        /// Storage that reads the environment when the view is drawn.
        init() {}
        /// The innermost object of `ObjectType` an ancestor's `.environmentObject(_:)` gave; with
        /// none the cell stops, as SwiftUI stops the app.
        var wrappedValue: ObjectType {
            get {
                for object in _environmentObjects.reversed() {
                    if let found = object as? ObjectType { return found }
                }
                fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
            }
            nonmutating set {}
        }
    }

    /// A view with an object in its environment (`.environmentObject(_:)`).
    struct _EnvironmentObjectView: View {
        var content: any View
        var object: AnyObject
        /// Puts the object in the environment of the views the bridge draws next.
        func _enter() { _environmentObjects.append(object) }
        /// Takes it out again once they are drawn.
        func _leave() { _environmentObjects.removeLast() }
    }

    extension View {
        /// The view with `object` in its environment, read by the `@EnvironmentObject`
        /// properties of its type in the views inside.
        func environmentObject<T: ObservableObject>(_ object: T) -> some View { _EnvironmentObjectView(content: self, object: object) }
    }
    """#
}
