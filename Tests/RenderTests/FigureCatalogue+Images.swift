import Canvas
import Geometry

extension FigureCatalogue {
    /// A 6×4 picture with a colour ramp and a half-transparent column, upscaled so that bilinear
    /// sampling shows, whole and inside a circular clip.
    static let images: [Entry] = {
        var samples: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<6 {
                samples += [UInt8(40 * x), UInt8(60 * y), 180, x == 5 ? 128 : 255]
            }
        }
        guard let picture = try? ImagePixels(width: 6, height: 4, samples: samples) else { return [] }
        let size = Size(width: 150, height: 150)
        let circle = Path(ellipseIn: Rect(origin: Point(x: 20, y: 20), size: Size(width: 110, height: 110)))
        func entry(_ name: String, _ items: [DisplayItem]) -> Entry {
            Entry(name: name, figure: Figure(displayList: DisplayList(size: size, items: items), scale: 2, description: name))
        }
        return [
            entry("image-stretched", [.image(picture, rect: Rect(origin: Point(x: 15, y: 25), size: Size(width: 120, height: 80)))]),
            entry("image-clipped", [.beginClip(path: circle, rule: .nonZero),
                                    .image(picture, rect: Rect(origin: Point(x: 0, y: 0), size: size)),
                                    .endClip]),
        ]
    }()
}
