/// `SubSequence` in an extension of `Collection` or a refinement (`extension
/// BidirectionalCollection { func trimming(…) -> SubSequence { self[start..<end] } }`): in the
/// members' signatures a parameter of its own, which each use on a standard collection binds to
/// the receiver's cut (`Substring` for a String, `ArraySlice` for an array); in their bodies, which
/// read `self` as the array of its elements, a cut of that array (`sequenceBodyView`), made the
/// receiver's own cut where the call returns it, as a generic function's `C.SubSequence` is
/// (`GenericSubSequenceCut`).
extension Checker {
    /// The `SubSequence` of an extension of a collection protocol whose `Self` is `type`, one
    /// parameter for all of them, made on first use; nil for any other `Self` (a mere `Sequence` has none).
    func sequenceProtocolSubSequence(_ type: SwiftType) -> TypeParameter? {
        guard case .nominal(let decl, let arguments) = type, isBuiltinSequenceProtocol(decl), arguments.count == 2,
              let collection = builtinProtocol("Collection") else { return nil }
        if case .generic(let existing)? = environment.members(of: collection).nestedTypes["SubSequence"] { return existing }
        let sub = TypeParameter(name: "SubSequence")
        for proto in Environment.collectionProtocolNames.compactMap(builtinProtocol) where proto.name != "Sequence" {
            environment.members(of: proto).nestedTypes["SubSequence"] = .generic(sub)
        }
        return sub
    }

    /// `SubSequence` named where `Self` is `type`: the parameter in a signature, the cut of
    /// elements in a body; nil outside a collection protocol's extension.
    func sequenceProtocolSubSequenceName(_ type: SwiftType) -> SwiftType? {
        guard let sub = sequenceProtocolSubSequence(type) else { return nil }
        return collectionIndexView[sub] ?? .generic(sub)
    }

    /// Whether `method`, a member of a collection protocol's extension, returns its `SubSequence`
    /// (alone, optional, or as an array's elements), which a call on a standard collection makes
    /// the receiver's own cut.
    func returnsSequenceSubSequence(_ method: FunctionSymbol, receiver: SwiftType) -> Bool {
        guard !method.isMutating, receiver.nominalDecl == nil, lazyAwareElement(receiver) != nil,
              let collection = builtinProtocol("Collection"),
              case .generic(let sub)? = environment.members(of: collection).nestedTypes["SubSequence"] else { return false }
        var mentions = false
        _ = method.type.result.mapped { part in
            if case .generic(let parameter) = part, parameter === sub { mentions = true }
            return nil
        }
        return mentions
    }

    /// `call`, made on the value `held` holds, with the cuts of elements it returns made the
    /// receiver's own (a String's a Substring with the String's indices).
    func ownSubSequenceResult(_ call: Typed, of base: Typed, held: HeldValue, line: Int) -> Typed {
        Typed(GenericSubSequenceCut(base.node, held: held, cut: call.node, makesOwn: true, slice: sliceDecl(), line: line), call.type)
    }
}
