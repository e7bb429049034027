// `for value: T in sequence`: the written type types an array literal's elements (`Double`s from
// integer literals, existentials of different types) and binds an array's elements as the
// protocol they conform to.
import Foundation
protocol Named { var name: String { get } }
struct A: Named { var name = "a" }
struct B: Named { var name = "b" }
for value: Double in [1, 2] { print(value) }
for named: Named in [A(), B()] { print(named.name) }
let things: [A] = [A()]
for thing: Named in things { print(thing.name, thing is A) }
for (i, s): (Int, String) in [(1, "x")] { print(i, s) }
enum Mixed: Error { case a, b(Int) }
for error: Error in [Mixed.a, Mixed.b(1), NSError(domain: "d", code: 3)] { print(error.localizedDescription) }

// expect: 1.0
// expect: 2.0
// expect: a
// expect: b
// expect: a true
// expect: 1 x
// expect: The operation could not be completed. (main.Mixed error 1.)
// expect: The operation could not be completed. (main.Mixed error 0.)
// expect: The operation could not be completed. (d error 3.)
