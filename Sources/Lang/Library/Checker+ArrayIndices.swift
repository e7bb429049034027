/// The rules of an array's positions (`StandardLibrary+ArrayIndices.swift`): Int arithmetic that
/// traps on overflow, as Swift's does.
extension Checker {
    func arrayIndexRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let parameters: [(String?, SwiftType)]
        let step: Int?
        switch site.arguments.map({ $0.label?.name }) {
        case ["after"]: (step, parameters) = (1, [("after", .int)])
        case ["before"]: (step, parameters) = (-1, [("before", .int)])
        case [nil, "offsetBy"]: (step, parameters) = (nil, [(nil, .int), ("offsetBy", .int)])
        default: return nil
        }
        guard let nodes = simpleArguments(site.arguments, parameters, range: site.range) else { return Typed(base.node, .error) }
        let receiver = textIndexReceiver(base)
        return Typed(BuiltinCall(arguments: receiver + nodes, line: site.line) { given, interpreter, line in
            // A generic parameter's text moves its `String.Index`es by Characters.
            if let text = receiver.isEmpty ? nil : given[0], text.stringValue != nil {
                return try Checker.movedTextIndex(text, given[1], by: step ?? given[2].intValue ?? 0, limit: nil, line: line)
            }
            // A lazy filter moves by its kept positions (GenericIndexBase+BasePositions.swift).
            if let filter = receiver.isEmpty ? nil : given[0], LazyPositions.holdsClosures(filter) {
                return try GenericIndexBase.movedPosition(filter, given[1], by: step ?? given[2].intValue ?? 0, interpreter, line: line)
            }
            // A program's own collection by its own methods (GenericIndexBase+OwnCollections.swift).
            if let own = receiver.isEmpty ? nil : given[0], GenericIndexBase.isOwnCollection(own, interpreter) {
                return try GenericIndexBase.ownMoved(own, given[1], by: step ?? given[2].intValue ?? 0, interpreter, line: line)
            }
            let values = given.suffix(nodes.count).map { $0 }
            let (moved, overflow) = (values[0].intValue ?? 0).addingReportingOverflow(step ?? values[1].intValue ?? 0)
            guard !overflow else { throw RuntimeError(IntegerArithmetic.overflow, line: line) }
            return .int(moved)
        }, .int)
    }

    func arrayDistanceRule(_ site: BuiltinSite) -> Typed? {
        indexDistance(site, index: .int)
    }

    /// `distance(from:to:)` between two positions of type `index` held as Ints (an array's, a
    /// Set's, a ClosedRange's): their difference, which traps on overflow.
    func indexDistance(_ site: BuiltinSite, index: SwiftType) -> Typed? {
        guard let base = site.base else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("from", index), ("to", index)], range: site.range) else {
            return Typed(base.node, .error)
        }
        let receiver = textIndexReceiver(base)
        return Typed(BuiltinCall(arguments: receiver + nodes, line: site.line) { given, interpreter, line in
            // A generic parameter's text counts the Characters between its `String.Index`es.
            if let text = receiver.isEmpty ? nil : given[0], text.stringValue != nil {
                return try Checker.textDistance(text, from: given[1], to: given[2], line: line)
            }
            // A lazy filter counts its kept positions between them (GenericIndexBase+BasePositions.swift).
            if let filter = receiver.isEmpty ? nil : given[0], LazyPositions.holdsClosures(filter) {
                return try GenericIndexBase.positionDistance(filter, from: given[1], to: given[2], interpreter, line: line)
            }
            if let own = receiver.isEmpty ? nil : given[0], GenericIndexBase.isOwnCollection(own, interpreter) {
                return try GenericIndexBase.ownDistance(own, from: given[1], to: given[2], interpreter, line: line)
            }
            let values = given.suffix(nodes.count).map { $0 }
            let (distance, overflow) = (values[1].intValue ?? 0).subtractingReportingOverflow(values[0].intValue ?? 0)
            guard !overflow else { throw RuntimeError(IntegerArithmetic.overflow, line: line) }
            return .int(distance)
        }, .int)
    }
}
