// A protocol refining CustomStringConvertible gives its values `description`: in the protocol's
// extension (with and without `self.`), on an existential and on a generic parameter, each
// answered by the conforming type's own `description`.
protocol Vehicle: CustomStringConvertible {
    var model: String { get }
    var makeYear: String { get }
}
extension Vehicle {
    var makeModel: String { "\(makeYear) \(model)" }
    func announce() -> String { "\(self.description) starting, \(description.count) letters" }
}
struct Bus: Vehicle {
    var model: String
    var makeYear: String
    var description: String { makeModel }
}
final class Truck: Vehicle {
    var model = "Jeep"
    var makeYear = "1997"
    var description: String { "Truck \(model)" }
}
func label<V: Vehicle>(_ vehicle: V) -> String { vehicle.description.uppercased() }
let fleet: [Vehicle] = [Bus(model: "Omni", makeYear: "1994"), Truck()]
for vehicle in fleet {
    print(vehicle.announce())
    print(vehicle.description, vehicle.makeModel)
}
print(label(Truck()), label(Bus(model: "Flyer", makeYear: "2001")))
let some: any Vehicle = Truck()
print("\(some)", String(describing: some) == some.description)

// expect: 1994 Omni starting, 9 letters
// expect: 1994 Omni 1994 Omni
// expect: Truck Jeep starting, 10 letters
// expect: Truck Jeep 1997 Jeep
// expect: TRUCK JEEP 2001 FLYER
// expect: Truck Jeep true
