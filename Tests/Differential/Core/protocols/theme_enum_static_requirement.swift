// An enum conforming to a protocol with a static Self requirement, read through a generic metatype.
import Foundation
protocol Styled { var colour: String { get }; static var fallback: Self { get } }
enum Theme: Styled, CaseIterable {
    case light, dark
    var colour: String { self == .light ? "white" : "black" }
    static var fallback: Theme { .light }
}
func fallbackColour<T: Styled>(_ t: T.Type) -> String { t.fallback.colour }
print(Theme.allCases.map(\.colour), fallbackColour(Theme.self), Theme.fallback, Theme.fallback.colour)

// expect: ["white", "black"] white light white
