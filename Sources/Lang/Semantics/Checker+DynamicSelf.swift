/// `class func make() -> Self { Self() }` in a class others may subclass: called as
/// `Sub.make()` it makes and returns a `Sub`, as in Swift. The call names the class it is made
/// on (`DynamicSelfCall`), the body's `Self(…)` constructs that class through its `required`
/// initialiser, and the call's type is that class.
extension Checker {
    /// `Self(arguments)` in such a method's body: construction through the metatype of the class
    /// the call names; nil elsewhere (`Self` is then the declaring type).
    func dynamicSelfInit(arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        guard let declared = dynamicSelfClass, currentType == declared else { return nil }
        let metatype = Typed(DynamicSelfMetatype(declared: declared, line: range.line), .metatype(declared))
        return classMetatypeInit(metatype, arguments: arguments, expected: expected, range: range, spokenName: "Self")
    }

    /// A call of a `class func … -> Self` declared by `owner`, made on the class `type`: run with
    /// `type` as its `Self`, typed `type` where the method returns `Self`.
    func calledOn(_ type: SwiftType, _ call: Typed, declaredBy owner: NominalDecl, line: Int) -> Typed {
        guard owner.kind == .class else { return call }
        guard case .error = call.type else {
            let declared = SwiftType.nominal(owner, [])
            let result: SwiftType = call.type == declared ? type : call.type == .optional(declared) ? .optional(type) : call.type
            // A subclass's call reaches the declaring class's own, already wrapped: it names the subclass.
            let inner = (call.node as? DynamicSelfCall)?.call ?? call.node
            return Typed(DynamicSelfCall(inner, type: type, line: line), result)
        }
        return call
    }
}
