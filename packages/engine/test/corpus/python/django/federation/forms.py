from django import forms
from django.contrib.auth import authenticate


class SignInForm(forms.Form):
    username = forms.CharField()
    password = forms.CharField(widget=forms.PasswordInput)

    def clean(self):
        data = super().clean()
        if not authenticate(username=data.get("username"), password=data.get("password")):
            raise forms.ValidationError("bad credentials")
        return data


class ProviderForm(forms.Form):
    provider = forms.CharField()
