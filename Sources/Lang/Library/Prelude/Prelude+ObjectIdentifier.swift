extension Prelude {
    /// The standard library's `ObjectIdentifier` and the default `id` it gives a class that
    /// conforms to `Identifiable` without declaring one (SwiftUI's `final class Item:
    /// Identifiable, ObservableObject`).
    static let objectIdentifier = #"""
    /// A class instance's identity: equal for the same instance, different for different live
    /// instances. Like Swift's, it does not keep the instance alive, and its order and printed
    /// address are not stable from run to run.
    struct ObjectIdentifier: Hashable, Comparable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The instance's address.
        private let _address: Int

        /// The identity of the instance `x`.
        init(_ x: AnyObject) {
            _address = _objectAddress(x)
        }

        /// The identity of the type `x` (`ObjectIdentifier(Int.self)`): the same for the same type.
        init(_ x: Any.Type) {
            _address = _typeAddress(x)
        }

        /// The identity whose address is `_address`.
        init(_address: Int) {
            self._address = _address
        }

        static func == (lhs: ObjectIdentifier, rhs: ObjectIdentifier) -> Bool {
            lhs._address == rhs._address
        }

        static func < (lhs: ObjectIdentifier, rhs: ObjectIdentifier) -> Bool {
            lhs._address < rhs._address
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(_address)
        }

        /// `ObjectIdentifier(0x…)`, the address in sixteen hex digits.
        var description: String {
            let digits = String(_address, radix: 16)
            return "ObjectIdentifier(0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits + ")"
        }

        var debugDescription: String { description }
    }

    /// The address of class instance `object` (`Any`, as which a class-bound `Self` is passed).
    @_native("ObjectIdentifier.address") func _objectAddress(_ object: Any) -> Int

    /// A number for type `type`, the same for the same type and (all but certainly) different for others.
    @_native("ObjectIdentifier.typeAddress") func _typeAddress(_ type: Any.Type) -> Int

    extension Identifiable where Self: AnyObject {
        /// A class's default identity: its `ObjectIdentifier`.
        var id: ObjectIdentifier { ObjectIdentifier(_address: _objectAddress(self)) }
    }
    """#
}
