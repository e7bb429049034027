// A stored property whose type is inferred from a class's initialiser (declared above with
// `init`) has that class's type in the struct's methods.
class Section {
    var start: Double
    var end: Double
    init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }
}
struct Ring {
    let sections = [Section(start: 0, end: 0.2), Section(start: 0.2, end: 0.5)]
    let first = Section(start: 0.1, end: 0.3)
    var maskStart: Double { sections.first?.start ?? 0 }
    func maskEnd(showing: Bool) -> Double { showing ? sections.last?.end ?? 0 : 0 }
    func width() -> Double { first.end - first.start }
}
let ring = Ring()
print(ring.maskStart, ring.maskEnd(showing: true), ring.maskEnd(showing: false))
print(type(of: ring.sections), ring.width() > 0.19)

// expect: 0.0 0.5 0.0
// expect: Array<Section> true
