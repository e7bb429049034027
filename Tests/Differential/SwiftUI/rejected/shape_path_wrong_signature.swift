// A Shape whose path method takes a CGSize instead of a CGRect.
print("this program must not run")
struct Tri: Shape {
    func path(in size: CGSize) -> Path {
        Path()
    }
}
Tri()

// expect error: type 'Tri' does not conform to protocol 'Shape'
