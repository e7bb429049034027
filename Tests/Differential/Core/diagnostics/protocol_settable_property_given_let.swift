// A `{ get set }` requirement cannot be met by a `let`.
print("this program must not run")
protocol Movable { var position: Double { get set } }
struct Dot: Movable {
    let position: Double
}
print(Dot(position: 1).position)

// expect error: type 'Dot' does not conform to protocol 'Movable'
