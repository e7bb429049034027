import Geometry

extension NativeTable {
    /// CGRect and CGAffineTransform members that run on Geometry's `Rect` and `Transform`.
    static let geometry: [String: NativeFunction] = [
        "CGRect.insetBy": { call in
            let rect = try call.types.rect(call.selfValue, line: call.line)
            let inset = rect.insetBy(dx: try call.number(0), dy: try call.number(1))
            // Past the middle CoreGraphics gives the null rectangle (at infinity, of zero size).
            guard inset.width >= 0, inset.height >= 0 else {
                return call.types.value(Rect(x: .infinity, y: .infinity, width: 0, height: 0))
            }
            return call.types.value(inset)
        },
        "CGRect.contains": { call in
            let rect = try call.types.rect(call.selfValue, line: call.line)
            return .bool(rect.contains(try call.types.point(call.argument(0), line: call.line)))
        },
        "CGRect.union": { call in
            let rect = try call.types.rect(call.selfValue, line: call.line)
            return call.types.value(rect.union(try call.types.rect(call.argument(0), line: call.line)))
        },
        "CGAffineTransform.concatenating": { call in
            let t = try call.types.transform(call.selfValue, line: call.line)
            return call.types.value(t.concatenating(try call.types.transform(call.argument(0), line: call.line)))
        },
        "CGAffineTransform.translatedBy": { call in
            let t = try call.types.transform(call.selfValue, line: call.line)
            return call.types.value(t.translatedBy(x: try call.number(0), y: try call.number(1)))
        },
        "CGAffineTransform.scaledBy": { call in
            let t = try call.types.transform(call.selfValue, line: call.line)
            return call.types.value(t.scaledBy(x: try call.number(0), y: try call.number(1)))
        },
        "CGAffineTransform.rotated": { call in
            let t = try call.types.transform(call.selfValue, line: call.line)
            return call.types.value(t.rotated(by: try call.number(0)))
        },
        "CGAffineTransform.inverted": { call in
            let t = try call.types.transform(call.selfValue, line: call.line)
            return call.types.value(t.inverted ?? t)
        },
    ]
}
