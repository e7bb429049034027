// Declarations-only stub of SwiftUI's wrappers of UIKit and AppKit views. Signatures follow
// Apple's SwiftUI documentation (`UIViewRepresentable`, `UIViewRepresentableContext`).

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view hierarchy.
public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    public var body: Never { fatalError() }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { fatalError() }
}

/// A wrapper that you use to integrate an AppKit view into your SwiftUI view hierarchy.
public protocol NSViewRepresentable: View where Self.Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Self.Context) -> Self.NSViewType
    func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

extension NSViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

extension NSViewRepresentable {
    public var body: Never { fatalError() }
}

/// Contextual information about the state of the system that you use to create and update your AppKit view.
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { fatalError() }
}
