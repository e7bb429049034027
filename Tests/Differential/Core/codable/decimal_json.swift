// Decimal codes as a JSON number with all its digits, read back exactly.
import Foundation
struct Invoice: Codable { var item: String; var price: Decimal; var quantity: Decimal }
let encoder = JSONEncoder(); encoder.outputFormatting = .sortedKeys
let invoice = Invoice(item: "pen", price: Decimal(3.133), quantity: Decimal(string: "123456789012345678901234567890")!)
print(String(data: try encoder.encode(invoice), encoding: .utf8)!)
let read = try JSONDecoder().decode(Invoice.self, from: #"{"item": "ink", "price": 0.1, "quantity": 12345678901234567890123.5}"#.data(using: .utf8)!)
print(read.price, read.quantity, read.price * 3)
let mixed: [Decimal] = [Decimal(1) / 3, -2, Decimal.nan]
print(String(data: try encoder.encode(mixed), encoding: .utf8)!)

// expect: {"item":"pen","price":3.132999999999999488,"quantity":123456789012345678901234567890}
// expect: 0.1 12345678901234567890123.5 0.3
// expect: [0.33333333333333333333333333333333333333,-2,NaN]
