import Canvas
import Geometry

extension BuiltinTable {
    /// `ImagePaint(image:sourceRect:scale:)`: an image repeated as tiles, usable wherever a
    /// colour or gradient is (`Circle().fill(ImagePaint(image: Image(path: "tile.png"), scale: 0.5))`).
    func registerImagePaint() {
        type("ImagePaint", "An image repeated as tiles, as a fill or stroke: sourceRect picks part of the image in unit coordinates; each tile is its pixel size × scale points, the first at the frame's top left. `.fill(image)` is the whole image at scale 1.",
             overload([param("image", "Image"), param("sourceRect", "CGRect", "CGRect(x: 0, y: 0, width: 1, height: 1)"),
                       param("scale", "Double", "1")], "ImagePaint") { call in
                 guard case .view(let value) = try call.value(0), case .image(let pixels, _) = value.view else {
                     throw LanguageError(kind: .runtime, message: "ImagePaint needs an Image, such as Image(path: \"tile.png\")",
                                         location: call.location)
                 }
                 let sourceRect = call.has(1) ? try call.rect(1) : Rect(x: 0, y: 0, width: 1, height: 1)
                 let scale = call.has(2) ? try call.number(2, "scale") : 1
                 guard scale.isFinite, scale > 0 else {
                     throw LanguageError(kind: .runtime, message: "ImagePaint's scale must be a positive number, not \(scale)",
                                         location: call.location)
                 }
                 guard [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height].allSatisfy(\.isFinite),
                       sourceRect.width > 0, sourceRect.height > 0 else {
                     throw LanguageError(kind: .runtime, message: "ImagePaint's sourceRect must have a positive, finite size (unit coordinates of the image)",
                                         location: call.location)
                 }
                 return .style(.image(pixels, sourceRect: sourceRect, scale: scale))
             })
    }
}
