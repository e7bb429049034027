// A value typed as a composition of two protocols.
protocol HasArea { var area: Double { get } }
protocol HasName { var name: String { get } }
struct Field: HasArea, HasName { var area: Double; var name: String }
func report(_ x: any HasArea & HasName) -> String { "\(x.name): \(x.area)" }
print(report(Field(area: 12.5, name: "north")))

// expect: north: 12.5
