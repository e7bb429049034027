// keyEncodingStrategy .convertToSnakeCase and keyDecodingStrategy .convertFromSnakeCase rewrite property keys.
import Foundation

struct Profile: Codable {
    var firstName: String
    var userId: Int
    var homePageURL: String
    var details: Details
}

struct Details: Codable {
    var favoriteColor: String
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.keyEncodingStrategy = .convertToSnakeCase
let profile = Profile(firstName: "Ann", userId: 7, homePageURL: "x", details: Details(favoriteColor: "red"))
print(String(data: try encoder.encode(profile), encoding: .utf8)!)
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let json = #"{"first_name":"Bo","user_id":3,"home_page_url":"y","details":{"favorite_color":"blue"}}"#
do {
    let back = try decoder.decode(Profile.self, from: json.data(using: .utf8)!)
    print(back.firstName, back.userId, back.homePageURL, back.details.favoriteColor)
} catch {
    print(error)
}
let simple = #"{"first_name":"Bo","user_id":3,"home_page_u_r_l":"y","details":{"favorite_color":"blue"}}"#
print(try decoder.decode(Profile.self, from: simple.data(using: .utf8)!).homePageURL)

// expect: {"details":{"favorite_color":"red"},"first_name":"Ann","home_page_url":"x","user_id":7}
// expect: DecodingError.keyNotFound: Key 'homePageURL' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "homePageURL", intValue: nil) ("homePageURL").
// expect: y
