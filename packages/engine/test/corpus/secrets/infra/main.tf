terraform {
  required_version = ">= 1.6"
}

provider "aws" {
  region     = "eu-west-1"
  # vigil: secrets.aws-access-key
  access_key = "AKIA6PYCDYBK155OXTZ7"
  # vigil: secrets.aws-secret-key
  secret_key = "2B5kRP0r6UV1cZB3urJ1mKpWx/KA7EvZtxr9Pko2"
}

provider "github" {
  owner = "example-org"
  # vigil-ok: secrets.github-token
  token = var.github_token
}

variable "github_token" {
  type      = string
  sensitive = true
}

resource "aws_db_instance" "main" {
  identifier = "orders"
  engine     = "postgres"
  username   = "orders"
  # vigil-ok: secrets.generic-high-entropy
  password   = var.db_password
}

variable "db_password" {
  type      = string
  sensitive = true
}
