// vigil: secrets.gcp-api-key
const mapsKey = "AIzaY7Zkuvqdt7s8Stqcbnr3yBdGBLEPH1qhT61";
// vigil-ok: secrets.gcp-api-key
const fromEnv = process.env.GOOGLE_API_KEY;
// vigil-ok: secrets.gcp-api-key
const prefix = "AIza";
