// Int-heavy: the colour of every pixel of a 1,000×1,000 checkerboard of 8-pixel cells with a
// one-pixel grid line, counted, with Int `/`, `%` and `isMultiple(of:)`.
let size = 1000
let cell = 8
var dark = 0
var light = 0
var grid = 0
var checksum = 0
for y in 0..<size {
    let row = y / cell
    for x in 0..<size {
        let column = x / cell
        var colour = 0
        if x % cell == 0 || y % cell == 0 {
            grid += 1
        } else if (row + column).isMultiple(of: 2) {
            dark += 1
            colour = 1
        } else {
            light += 1
            colour = 2
        }
        checksum = (checksum * 31 + colour) % 1_000_003
    }
}
print(dark, light, grid, checksum)
