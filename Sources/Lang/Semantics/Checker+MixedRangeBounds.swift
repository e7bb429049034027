/// A range operator whose bounds have different types (`0..<1.5` where an `Int` range is
/// wanted, `k...d` of an `Int` and a `Double`), worded as swiftc words it.
extension Checker {
    /// Reports `left` and `right`, the bounds of `binary`, of different types. Where the context
    /// wants bounds of one of their types, each bound of another type cannot convert to it
    /// ("cannot convert value of type 'Double' to expected argument type 'Int'"); with no bound
    /// wanted, the two give the operator's generic `Self` two types; otherwise the operator
    /// takes no such operands.
    func reportMixedRangeBounds(_ binary: BinaryExpr, _ left: Typed, _ right: Typed, wanted: SwiftType?) {
        if let wanted, left.type == wanted || right.type == wanted {
            for (bound, typed) in [(binary.lhs, left), (binary.rhs, right)] where typed.type != wanted {
                error("cannot convert value of type '\(typed.type)' to expected argument type '\(wanted)'", caret(bound))
            }
        } else if wanted == nil, !converts(left.type, to: right.type), !converts(right.type, to: left.type) {
            error("conflicting arguments to generic parameter 'Self' ('\(left.type)' vs. '\(right.type)')", binary.operatorRange)
        } else {
            error("binary operator '\(binary.op.spelling)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'",
                  binary.operatorRange)
        }
    }
}
