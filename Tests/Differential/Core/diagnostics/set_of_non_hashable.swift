// A Set needs Hashable elements.
print("this program must not run")
struct Cell { var row: Int; var column: Int }
let visited: Set<Cell> = []
print(visited.count)

// expect error: type 'Cell' does not conform to protocol 'Hashable'
