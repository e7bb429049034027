// Throwing functions and initialisers, catch with patterns and where, try?, rethrows, Result and
// defer.
import Foundation
enum ShapeError: Error, Equatable {
    case negativeRadius(Double)
    case tooFewSides(Int)
    case empty
}
struct Polygon {
    let sides: Int
    init(sides: Int) throws {
        guard sides >= 3 else { throw ShapeError.tooFewSides(sides) }
        self.sides = sides
    }
}
func circleArea(_ r: Double) throws -> Double {
    if r < 0 { throw ShapeError.negativeRadius(r) }
    return .pi * r * r
}
for r in [1.0, -2.0] {
    do {
        let a = try circleArea(r)
        print(String(format: "%.2f", a))
    } catch ShapeError.negativeRadius(let v) where v < -1 {
        print("very negative", v)
    } catch {
        print("other", error)
    }
}
for n in [5, 2] {
    do { print(try Polygon(sides: n).sides) }
    catch let e as ShapeError { print("shape error", e, e == .tooFewSides(2)) }
    catch { print("unknown") }
}
print(try? circleArea(2) as Any, (try? circleArea(-1)) as Any)
func total(_ rs: [Double], _ f: (Double) throws -> Double) rethrows -> Double { try rs.map(f).reduce(0, +) }
print(total([1, 2]) { $0 * 2 })
do { _ = try total([1, -1], circleArea) } catch { print("caught", error) }
let r: Result<Double, ShapeError> = .failure(.empty)
switch r { case .success(let v): print(v); case .failure(let e): print("failed", e) }
print(Result { try circleArea(1) }.map { Int($0) })
func check() throws { defer { print("deferred") }; throw ShapeError.empty }
do { try check() } catch { print("after", error) }

// expect: 3.14
// expect: very negative -2.0
// expect: 5
// expect: shape error tooFewSides(2) true
// expect: Optional(12.566370614359172) nil
// expect: 6.0
// expect: caught negativeRadius(-1.0)
// expect: failed empty
// expect: success(3)
// expect: deferred
// expect: after empty
