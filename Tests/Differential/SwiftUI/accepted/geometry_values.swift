// CoreGraphics and UIKit values Shapebook provides.
let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 4).scaledBy(x: 2, y: 2)
let p = CGPoint(x: 1, y: 2).applying(t)
let r = CGRect(x: 0, y: 0, width: 100, height: 50)
print(p, r.insetBy(dx: 5, dy: 5), r.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), r.midX)
let path = Path(roundedRect: r, cornerRadius: 8).applying(t)
print(path.boundingRect, Color(UIColor.systemGray5), Angle(degrees: 90).radians)
