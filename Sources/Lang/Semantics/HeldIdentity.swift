/// An object named by identity and held, for a record that must never name another object.
///
/// A record keyed by `ObjectIdentifier` alone names an address: once its object is freed, the
/// allocator gives the address to the next object of its size, which the record then names too.
/// The checker makes nodes it then drops (an overload trial's arguments, a probe of a closure
/// body, a conversion it did not take), so its records of nodes hold them
/// (NodeRecordIdentityTests), as `CapturedVariable` holds its function.
struct HeldIdentity<Object: AnyObject>: Hashable {
    let object: Object

    init(_ object: Object) {
        self.object = object
    }

    static func == (left: HeldIdentity, right: HeldIdentity) -> Bool {
        left.object === right.object
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(object))
    }
}
