import os
# vigil: secrets.database-url
DATABASE_URL = "postgresql://billing:LqNGpuxcmlzkO7rRu5@db-prod.internal.example.net:5432/billing"
# vigil: secrets.database-url
MONGO = "mongodb+srv://app:ykYYqhXHdO2x93CJ@cluster0.ab12c.mongodb.net/app"
# vigil-ok: secrets.database-url
DATABASE_URL = os.environ["DATABASE_URL"]
# vigil-ok: secrets.database-url
DOCS_URL = "postgresql://user:password@localhost:5432/app"
# vigil-ok: secrets.database-url
TEMPLATE = "mysql://app:${DB_PASSWORD}@db:3306/app"
