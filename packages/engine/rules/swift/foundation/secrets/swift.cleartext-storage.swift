import Foundation

final class SessionStore {
    private let defaults = UserDefaults.standard

    func save(token: String, password: String, theme: String) {
        // vigil: swift.cleartext-storage
        UserDefaults.standard.set(token, forKey: "authToken")
        // vigil: swift.cleartext-storage
        defaults.setValue(password, forKey: "userPassword")
        // vigil: swift.cleartext-storage
        defaults.set(token, forKey: "refresh")
        // vigil-ok: swift.cleartext-storage
        defaults.set(theme, forKey: "theme")
        // vigil-ok: swift.cleartext-storage
        defaults.set(true, forKey: "hasSavedPassword")
        // vigil-ok: swift.cleartext-storage
        defaults.set(3, forKey: "tokenRetries")
    }
}
