// Shapebook's builtin shapes with their labels and defaults.
let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
HStack {
    Star(points: 7, cornerRadius: 6, innerCornerRadius: 2).fill(.orange)
    Blob(points: 9, seed: 42, style: .smooth).stroke(.pink, lineWidth: 2)
    RegularPolygon(sides: 6).strokeBorder(.blue, lineWidth: 3)
    RandomPolygon(sides: 8, seed: 3)
    RandomPoints(count: 5, seed: 1)
    Polygon(points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 8)])
    Heart().fill(.red)
    Morph(from: Circle().path(in: rect), to: Star().path(in: rect), progress: 0.5)
    Metaballs([(center: CGPoint(x: 40, y: 50), radius: 30), (CGPoint(x: 100, y: 50), 20)], style: .field, threshold: 0.8)
}
print(Blob(points: 8, seed: 7).path(in: rect).swiftCode)
