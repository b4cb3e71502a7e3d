import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';

export function CustomerCenterTitle({ title, description }: { title: string; description?: string }) {
  return (
    <header className="mb-6 md:mb-8">
      <nav aria-label="위치" className="mb-2 text-sm text-gray-500">
        <Link to="/customer-center" className="hover:text-gray-800 hover:underline">
          고객센터
        </Link>
        <span aria-hidden="true"> › </span>
        <span className="text-gray-700">{title}</span>
      </nav>
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-gray-600">{description}</p>}
    </header>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16">
      <Spinner label={label} size="lg" />
      <span className="text-sm text-gray-500" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
