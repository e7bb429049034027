/// Equality and hashing as Swift's synthesised `Equatable` and `Hashable` give them: numbers and
/// strings by value, structs, enums and tuples member by member, class instances by identity;
/// a type with its own `==` by that operator (Runtime/ProgramEquality.swift). Dictionary keys
/// and set elements use these.
extension Value: Hashable {
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.float(let a), .float(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)), (.substring(let a, _), .substring(let b, _)),
             (.string(let a), .substring(let b, _)), (.substring(let a, _), .string(let b)):
            return a == b
        case (.character(let a), .character(let b)): return a == b
        case (.void, .void), (.null, .null): return true
        case (.array(let a), .array(let b)), (.tuple(let a), .tuple(let b)), (.slice(let a, _), .slice(let b, _)),
             (.array(let a), .slice(let b, _)), (.slice(let a, _), .array(let b)):
            return a == b
        case (.dictionary(let a), .dictionary(let b)): return a.contents == b.contents
        case (.set(let a), .set(let b)): return a.contents == b.contents
        case (.structValue(let declA, let a), .structValue(let declB, let b)):
            if declA.declaresEquality, let equal = ProgramEquality.equal(lhs, rhs) { return equal }
            return declA === declB && a == b
        case (.enumValue(let declA, let caseA, let a), .enumValue(let declB, let caseB, let b)):
            if declA.declaresEquality, let equal = ProgramEquality.equal(lhs, rhs) { return equal }
            return declA === declB && caseA == caseB && a == b
        case (.object(let a), .object(let b)):
            if a !== b, ProgramEquality.declaresEquality(a.decl), let equal = ProgramEquality.equal(lhs, rhs) { return equal }
            return a === b
        case (.function(let a), .function(let b)): return a === b
        case (.range(let lowA, let highA, let closedA), .range(let lowB, let highB, let closedB)):
            return closedA == closedB && lowA == lowB && highA == highB
        case (.metatype(let a), .metatype(let b)): return a == b
        case (.some(let a), .some(let b)): return a == b
        case (.boxed(let a, _), _): return a == rhs
        case (_, .boxed(let b, _)): return lhs == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .float(let value): hasher.combine(value)
        case .bool(let value): hasher.combine(value)
        case .string(let value), .substring(let value, _): hasher.combine(value)
        case .character(let value): hasher.combine(value)
        case .void, .null, .exclusiveAccess: hasher.combine(0)
        case .array(let values), .tuple(let values), .slice(let values, _): hasher.combine(values)
        case .dictionary(let values): hasher.combine(values.contents)
        case .set(let values): hasher.combine(values.contents)
        case .structValue(let decl, _) where decl.declaresEquality, .enumValue(let decl, _, _) where decl.declaresEquality:
            hasher.combine(ProgramEquality.hash(self, of: decl))
        case .structValue(let decl, let fields):
            hasher.combine(decl)
            hasher.combine(fields)
        case .enumValue(let decl, let index, let payload):
            hasher.combine(decl)
            hasher.combine(index)
            hasher.combine(payload)
        case .object(let instance) where ProgramEquality.declaresEquality(instance.decl):
            hasher.combine(ProgramEquality.hash(self, of: instance.decl))
        case .object(let instance): hasher.combine(ObjectIdentifier(instance))
        case .weakReference(let reference): hasher.combine(ObjectIdentifier(reference))
        case .function(let closure): hasher.combine(ObjectIdentifier(closure))
        case .range(let low, let high, let closed):
            hasher.combine(low)
            hasher.combine(high)
            hasher.combine(closed)
        case .metatype(let type): hasher.combine(type)
        case .boxed(let value, _): value.hash(into: &hasher)
        case .some(let value):
            hasher.combine(1)
            value.hash(into: &hasher)
        }
    }
}
