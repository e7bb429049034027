import Canvas
import Foundation

extension BuiltinTable {
    /// `Image(path:)`, `Image(url:)` and the image modifiers `resizable`, `scaledToFit`, `scaledToFill`.
    func registerImages() {
        type("Image", "A PNG from a file (relative to the working directory) or an http(s) URL, cached in memory and on disk.",
             overload([param("path", "String")], "View") { call in
                 try Self.imageView(.path(try call.string(0, "path")), call)
             },
             overload([param("url", "String")], "View") { call in
                 let source: ImageSource
                 do { source = try ImageSource.url(string: try call.string(0, "url")) } catch let error as ImageError {
                     throw LanguageError(kind: .runtime, message: error.message, location: call.location)
                 }
                 return try Self.imageView(source, call)
             })
        viewModifier("resizable", "Lets an image stretch to the size it is offered.",
                     overload([], "View") { call in .view(ViewValue(try call.receiverView().resizable())) })
        viewModifier("scaledToFit", "Scales the view to fit what it is offered, keeping its aspect ratio.",
                     overload([], "View") { call in .view(ViewValue(try call.receiverView().aspectRatio(contentMode: .fit))) })
        viewModifier("scaledToFill", "Scales the view to fill what it is offered, keeping its aspect ratio.",
                     overload([], "View") { call in .view(ViewValue(try call.receiverView().aspectRatio(contentMode: .fill))) })
    }

    /// Loads `source` through the host's loader, waiting interruptibly.
    private static func imageView(_ source: ImageSource, _ call: BuiltinCall) throws -> Value {
        let resources = call.interpreter.resources
        do {
            let pixels = try ImageLoader.current().image(for: source, isInterrupted: { resources.isInterruptRequested })
            return .view(ViewValue(.image(pixels, resizable: false)))
        } catch let error as ImageError {
            throw LanguageError(kind: .runtime, message: error.message, location: call.location)
        } catch is CancellationError {
            throw LanguageError(kind: .interrupt, message: "interrupted", location: call.location)
        }
    }
}
