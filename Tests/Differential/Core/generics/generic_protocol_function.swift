// A generic function over a user protocol.
protocol Measurable { var size: Double { get } }
struct Rod: Measurable { var size: Double }
struct Disk: Measurable { var radius: Double; var size: Double { radius * 2 } }
func biggest<M: Measurable>(_ items: [M]) -> Double { items.map(\.size).max() ?? 0 }
print(biggest([Rod(size: 3), Rod(size: 8)]), biggest([Disk(radius: 2.5)]))

// expect: 8.0 5.0
