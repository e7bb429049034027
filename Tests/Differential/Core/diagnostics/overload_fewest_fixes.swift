// No overload takes these labels: swiftc blames the one that needs the least fixing (a renamed
// label weighs less than an extra argument), and says "no exact matches" when two need as little.
print("this program must not run")
func area(width: Double, height: Double) -> Double { width * height }
func area(radius: Double) -> Double { 3.14 * radius * radius }
print(area(widht: 2, height: 3))
print(area(radius: 1, height: 2))
print(area(radius: 1, 2))
struct Tile {
    init(side: Double) {}
    init(size: Double) {}
}
let tile = Tile(edge: 3)

// expect error: incorrect argument label in call (have 'widht:height:', expected 'width:height:')
