import Geometry

extension NativeTable {
    /// `Path`'s geometry: each native reads the path value into Geometry's `Path`, runs the
    /// operation there, and writes the elements back.
    static let paths: [String: NativeFunction] = [
        "Path.rect": { call in
            var path = Path()
            path.addRect(try call.types.rect(call.argument(0), line: call.line))
            return call.types.value(path)
        },
        "Path.roundedRect": { call in
            call.types.value(Path(roundedRect: try call.types.rect(call.argument(0), line: call.line),
                                  cornerRadius: try call.number(1), style: try cornerStyle(call.argument(2))))
        },
        "Path.roundedRectSize": { call in
            call.types.value(Path(roundedRect: try call.types.rect(call.argument(0), line: call.line),
                                  cornerSize: try call.types.size(call.argument(1), line: call.line),
                                  style: try cornerStyle(call.argument(2))))
        },
        "Path.ellipse": { call in
            call.types.value(Path(ellipseIn: try call.types.rect(call.argument(0), line: call.line)))
        },
        "Path.addRect": { call in
            try mutate(&call) { path, call in path.addRect(try call.types.rect(call.argument(0), line: call.line)) }
        },
        "Path.addEllipse": { call in
            try mutate(&call) { path, call in path.addEllipse(in: try call.types.rect(call.argument(0), line: call.line)) }
        },
        "Path.addRoundedRect": { call in
            try mutate(&call) { path, call in
                path.addRoundedRect(in: try call.types.rect(call.argument(0), line: call.line),
                                    cornerSize: try call.types.size(call.argument(1), line: call.line),
                                    style: try cornerStyle(call.argument(2)))
            }
        },
        "Path.addArc": { call in
            try mutate(&call) { path, call in
                path.addArc(center: try call.types.point(call.argument(0), line: call.line), radius: try call.number(1),
                            startAngle: try call.types.angle(call.argument(2), line: call.line),
                            endAngle: try call.types.angle(call.argument(3), line: call.line), clockwise: try call.bool(4))
            }
        },
        "Path.addTangentArc": { call in
            try mutate(&call) { path, call in
                path.addArc(tangent1End: try call.types.point(call.argument(0), line: call.line),
                            tangent2End: try call.types.point(call.argument(1), line: call.line), radius: try call.number(2))
            }
        },
        "Path.addRelativeArc": { call in
            try mutate(&call) { path, call in
                path.addRelativeArc(center: try call.types.point(call.argument(0), line: call.line), radius: try call.number(1),
                                    startAngle: try call.types.angle(call.argument(2), line: call.line),
                                    delta: try call.types.angle(call.argument(3), line: call.line))
            }
        },
        "Path.applying": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            return call.types.value(path.applying(try call.types.transform(call.argument(0), line: call.line)))
        },
        "Path.contains": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            return .bool(path.contains(try call.types.point(call.argument(0), line: call.line)))
        },
        "Path.boundingRect": { call in
            call.types.value(try call.types.path(call.selfValue, line: call.line).boundingRect)
        },
        "Path.currentPoint": { call in
            guard let point = try call.types.path(call.selfValue, line: call.line).currentPoint else { return .null }
            return call.types.value(point)
        },
    ]

    /// Runs `change` on `self` as Geometry's path and stores the result back in `self`.
    ///
    /// The change runs on a seed in the state the path ends in (`LibraryTypes.tailPath(of:line:)`),
    /// and only the elements it adds are converted and appended.
    private static func mutate(_ call: inout NativeCall, _ change: (inout Path, NativeCall) throws -> Void) throws -> Value {
        var elements = try call.types.pathElementValues(call.selfValue, line: call.line)
        var tail = try call.types.tailPath(of: elements, line: call.line)
        let seed = tail.elements
        try change(&tail, call)
        let added: ArraySlice<PathElement>
        if tail.elements.starts(with: seed) {
            added = tail.elements.dropFirst(seed.count)
        } else if seed.count == 1, case .move? = tail.elements.first {
            // The change began with a move, which replaced the seed's move (consecutive moves
            // collapse); a move the path itself ends with is replaced the same way.
            if let last = elements.last, case .move? = try call.types.geometryElement(last, line: call.line) {
                elements.removeLast()
            }
            added = tail.elements[...]
        } else {
            var path = try call.types.path(call.selfValue, line: call.line)
            try change(&path, call)
            call.selfValue = call.types.value(path)
            return .void
        }
        call.selfValue = .void  // so that `elements` is the array's only owner and grows in place
        elements.append(contentsOf: added.map(call.types.value))
        call.selfValue = call.types.pathValue(elements)
        return .void
    }

    /// `RoundedCornerStyle.circular` (case 0) or `.continuous` (case 1).
    static func cornerStyle(_ value: Value) throws -> RoundedCornerStyle {
        if case .enumValue(_, 1, _) = value.unboxed { return .continuous }
        return .circular
    }
}
