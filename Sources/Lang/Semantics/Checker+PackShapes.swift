/// Same-shape requirements of parameter packs (SE-0393): packs named together in one `repeat`
/// pattern of a signature (`-> (repeat (each A, each B))`, `where (repeat (each A, each B)): Any`)
/// have one count; a body's pattern over packs not so tied, and a call binding them to different
/// counts, are swiftc's errors.
extension TypeParameter {
    /// The pack that stands for this one's shape: the end of its links.
    var shapeRoot: TypeParameter {
        var root = self
        var steps = 0
        while let next = root.shapeLink, steps < 1_000 {
            root = next
            steps += 1
        }
        return root
    }
}

extension Checker {
    /// Ties the packs a signature's `repeat` pattern names to one shape.
    func tieShapes(of pattern: SwiftType) {
        let packs = pattern.mentionedPacks
        guard let first = packs.first?.shapeRoot else { return }
        for other in packs.dropFirst() {
            let root = other.shapeRoot
            if root !== first { root.shapeLink = first }
        }
    }

    /// A body's `repeat` over packs of different shapes: swiftc's error at the `repeat`.
    func rejectsUntiedShapes(_ packs: [TypeParameter], at range: SourceRange) -> Bool {
        guard let first = packs.first,
              let other = packs.dropFirst().first(where: { $0.shapeRoot !== first.shapeRoot }) else { return false }
        error("pack expansion requires that '\(SwiftType.generic(first))' and '\(SwiftType.generic(other))' have the same shape",
              SourceRange(start: range.start, end: range.start))
        return true
    }

    /// A call binding packs of one shape to different counts, worded as swiftc words it.
    func rejectsPackShapes(_ generics: [TypeParameter], _ substitution: [TypeParameter: SwiftType], 
                           callee: RequirementCallee, range: SourceRange) -> Bool {
        let bound = generics.compactMap { parameter -> (TypeParameter, [SwiftType])? in
            guard parameter.isPack, case .pack(let elements)? = substitution[parameter],
                  !elements.contains(where: \.isPackExpansion) else { return nil }
            return (parameter, elements)
        }
        for (index, (parameter, elements)) in bound.enumerated() {
            guard let (_, others) = bound[(index + 1)...].first(where: { $0.0.shapeRoot === parameter.shapeRoot }),
                  others.count != elements.count else { continue }
            let spell = { (types: [SwiftType]) in types.map(\.description).joined(separator: ", ") }
            error("\(callee.kind) '\(callee.name)' requires the type packs '\(spell(elements))' and '\(spell(others))' have the same shape",
                  callee.anchor ?? range)
            return true
        }
        return false
    }
}
